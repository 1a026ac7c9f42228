import { vi } from 'vitest';

/**
 * Catches the files a test's page downloads (a Blob handed to an anchor's click): `texts` holds each file's text as
 * it is read, `names` the file names. Call `restore()` when done.
 */
export function captureDownloads() {
  // jsdom has no object URLs: give it some to spy on
  URL.createObjectURL ??= () => '';
  URL.revokeObjectURL ??= () => {};
  const texts: string[] = [];
  const names: string[] = [];
  const created = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob: Blob | MediaSource) => {
    void (blob as Blob).text().then((t) => texts.push(t.replace(/^\uFEFF/, '')));
    return `blob:download-${texts.length}`;
  });
  const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return {
    texts,
    names,
    /** the CSV lines of the n-th file (CRLF line ends) */
    lines: (n = 0) => (texts[n] ?? '').trim().split('\r\n'),
    restore() {
      created.mockRestore();
      revoked.mockRestore();
      click.mockRestore();
    },
  };
}
