import { describe, expect, it, vi } from 'vitest';
import { msg } from '@/lib/i18n/messages.ts';
import {
  AvatarError,
  avatarSizeLimit,
  centredSquare,
  checkAvatarFile,
  fitWithinLimit,
  jpegQualities,
  renderAvatar,
} from './avatar.ts';

describe('checkAvatarFile', () => {
  it('refuses what is not an image', () => {
    const key = checkAvatarFile({ type: 'application/pdf', size: 10 });
    expect(key && msg(key)).toBe('This is not an image file.');
  });

  it('refuses files above 10240000 bytes', () => {
    expect(checkAvatarFile({ type: 'image/png', size: 10240000 })).toBeNull();
    const key = checkAvatarFile({ type: 'image/png', size: 10240001 });
    expect(key && msg(key)).toBe('The file size is too big.');
  });
});

describe('size limit and qualities', () => {
  it('keeps 12 bytes of margin below max_avatar_size', () => {
    expect(avatarSizeLimit(16384)).toBe(16372);
  });

  it('lowers the quality in steps of 0.1', () => {
    expect(jpegQualities()).toEqual([1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1]);
  });

  it('takes the best quality that fits', () => {
    const encode = vi.fn((q: number) => 'x'.repeat(Math.round(q * 100)));
    expect(fitWithinLimit(encode, 75)).toHaveLength(70);
    expect(encode.mock.calls.map(([q]) => q)).toEqual([1, 0.9, 0.8, 0.7]);
  });

  it('gives up when even the lowest quality is too big', () => {
    expect(fitWithinLimit(() => 'x'.repeat(100), 99)).toBeNull();
  });
});

describe('centredSquare', () => {
  it('is the largest centred square', () => {
    expect(centredSquare(400, 300)).toEqual({ x: 50, y: 0, width: 300, height: 300 });
    expect(centredSquare(300, 500)).toEqual({ x: 0, y: 100, width: 300, height: 300 });
  });
});

describe('renderAvatar', () => {
  function fakeCanvas(lengthAt: (q: number) => number) {
    const ctx = { fillStyle: '', fillRect: vi.fn(), drawImage: vi.fn() };
    const canvas = {
      width: 0,
      height: 0,
      getContext: () => ctx,
      toDataURL: vi.fn((type: string, q: number) => `data:${type};base64,${'A'.repeat(lengthAt(q))}`),
    };
    return { canvas, ctx };
  }
  const image = {} as CanvasImageSource;
  const area = { x: 10, y: 20, width: 300, height: 300 };

  it('draws the crop as a 64x64 JPEG within max_avatar_size minus 12', () => {
    const { canvas, ctx } = fakeCanvas((q) => Math.round(q * 2000));
    const data = renderAvatar(image, area, 1500, () => canvas);
    expect(canvas.width).toBe(64);
    expect(canvas.height).toBe(64);
    expect(ctx.drawImage).toHaveBeenCalledWith(image, 10, 20, 300, 300, 0, 0, 64, 64);
    expect(data.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(data.length).toBeLessThanOrEqual(1488);
    expect(canvas.toDataURL).toHaveBeenLastCalledWith('image/jpeg', 0.7);
  });

  it('fails with the catalogue message when nothing fits', () => {
    const { canvas } = fakeCanvas(() => 5000);
    let error: unknown;
    try {
      renderAvatar(image, area, 1500, () => canvas);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AvatarError);
    expect(msg((error as AvatarError).key)).toBe('Unable to generate avatar within size limits');
  });
});
