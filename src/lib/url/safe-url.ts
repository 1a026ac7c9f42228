/**
 * A URL from the server, usable as a link, a form action or a window to open: only an absolute http(s) URL
 * is. Anything else (`javascript:`, `data:`, `vbscript:`, relative or malformed text) gives null, and the
 * caller shows the catalogue's message for a missing resource instead.
 */
export function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!text) return null;
  let url: URL;
  try {
    // no base: a relative or scheme-less value is not an absolute URL and fails here
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname) return null;
  return url.href;
}
