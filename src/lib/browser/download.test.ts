import { afterEach, describe, expect, it, vi } from 'vitest';
import { base64ToBlob, downloadBlob, downloadUrl } from './download.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('base64ToBlob', () => {
  it('decodes the content with its media type', async () => {
    const blob = base64ToBlob(btoa('#### report\nHostname: FMG-HQ-01\n'), 'text/plain');
    expect(blob.type).toBe('text/plain');
    expect(await blob.text()).toBe('#### report\nHostname: FMG-HQ-01\n');
  });

  it('falls back to a generic media type', () => {
    expect(base64ToBlob(btoa('x'), '').type).toBe('application/octet-stream');
  });
});

describe('downloadUrl', () => {
  it('clicks a hidden link with the file name, then removes it', () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('backup.dat');
      expect(this.href).toBe('https://fmg.example.com/file');
      expect(this.isConnected).toBe(true);
    });
    downloadUrl('https://fmg.example.com/file', 'backup.dat');
    expect(click).toHaveBeenCalledOnce();
    expect(document.querySelector('a[download]')).toBeNull();
  });
});

describe('downloadBlob', () => {
  it('downloads through an object URL and releases it afterwards', () => {
    vi.useFakeTimers();
    URL.createObjectURL = vi.fn(() => 'blob:x') as typeof URL.createObjectURL;
    const revoke = vi.fn();
    URL.revokeObjectURL = revoke;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    downloadBlob(new Blob(['a']), 'a.txt');
    expect(click).toHaveBeenCalledOnce();
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:x');
  });
});
