import './text.ts';
import { constants } from '@generated/catalog/constants.ts';
import type { MessageKey } from '@/lib/i18n/messages.ts';

/** A rule the avatar broke, with the catalogue message to show. */
export class AvatarError extends Error {
  readonly key: MessageKey;
  constructor(key: MessageKey) {
    super(key);
    this.name = 'AvatarError';
    this.key = key;
  }
}

/** Checks a chosen file before it is read: an image, and not above the file cap. Returns the message key or null. */
export function checkAvatarFile(file: { type: string; size: number }): MessageKey | null {
  if (!file.type.startsWith('image/')) return 'avatar.notImage';
  if (file.size > constants.avatar.fileCapBytes) return 'avatar.tooBig';
  return null;
}

/** Longest avatar data URL the appliance stores: max_avatar_size less the margin it keeps. */
export function avatarSizeLimit(maxAvatarSize: number): number {
  return maxAvatarSize - constants.avatar.sizeMarginBytes;
}

/** JPEG qualities to try, best first, lowered in the catalogue's steps down to the last step above 0. */
export function jpegQualities(): number[] {
  const step = constants.avatar.qualityStep;
  const out: number[] = [];
  for (let i = 0; 1 - i * step > step / 2; i++) out.push(Math.round((1 - i * step) * 100) / 100);
  return out;
}

/** The first encoding (best quality first) whose length fits `limit`; null when even the lowest quality is too big. */
export function fitWithinLimit(encode: (quality: number) => string, limit: number): string | null {
  for (const q of jpegQualities()) {
    const data = encode(q);
    if (data.length <= limit) return data;
  }
  return null;
}

export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The largest centred square of an image: the crop before the user moves anything. */
export function centredSquare(width: number, height: number): CropArea {
  const side = Math.min(width, height);
  return { x: Math.round((width - side) / 2), y: Math.round((height - side) / 2), width: side, height: side };
}

interface CanvasLike {
  width: number;
  height: number;
  getContext(kind: '2d'): Pick<CanvasRenderingContext2D, 'drawImage' | 'fillRect'> & { fillStyle: unknown } | null;
  toDataURL(type: string, quality: number): string;
}

/**
 * Draws the cropped area as a size×size JPEG that fits the appliance's limit, lowering the quality step by step.
 * Throws AvatarError('avatar.cannotFit') when no quality fits.
 */
export function renderAvatar(
  image: CanvasImageSource,
  area: CropArea,
  maxAvatarSize: number,
  createCanvas: () => CanvasLike = () => document.createElement('canvas') as unknown as CanvasLike,
): string {
  const size = constants.avatar.size;
  const canvas = createCanvas();
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new AvatarError('avatar.cannotFit');
  // JPEG has no transparency: transparent pixels would turn black
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, size, size);
  ctx.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  const data = fitWithinLimit((q) => canvas.toDataURL('image/jpeg', q), avatarSizeLimit(maxAvatarSize));
  if (!data) throw new AvatarError('avatar.cannotFit');
  return data;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new AvatarError('avatar.notImage'));
    reader.readAsDataURL(file);
  });
}

/** Decodes an image; a file that only claims to be an image fails here. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new AvatarError('avatar.notImage'));
    img.src = src;
  });
}
