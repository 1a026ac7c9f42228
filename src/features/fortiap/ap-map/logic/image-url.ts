/**
 * Which floor plan images the console draws, and which files it sends. The console's Content-Security-Policy lets
 * images come only from its own origin and data: URLs, so an address on another host would not load anyway: it is
 * refused here, as is every scheme other than http(s) and data:image (javascript:, file:, blob: of unknown origin…).
 */

const DATA_IMAGE = /^data:image\/(png|jpeg|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/;

/** The image address to draw, or null when it must not be drawn. */
export function safeImageUrl(url: unknown, origin: string): string | null {
  if (typeof url !== 'string' || !url) return null;
  if (url.startsWith('data:')) return DATA_IMAGE.test(url) ? url : null;
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  return parsed.origin === origin ? parsed.href : null;
}

export interface ImageRules {
  imageTypes: ReadonlyArray<{ type: string; extensions: readonly string[] }>;
  maxImageBytes: number;
}

export type UploadProblem = 'wrongType' | 'tooLarge';

/** Why a chosen file cannot be a floor plan (type first, then size), or null when it can. */
export function uploadProblem(file: { name: string; type: string; size: number }, rules: ImageRules): UploadProblem | null {
  const ext = /\.[^.]+$/.exec(file.name.toLowerCase())?.[0] ?? '';
  const rule = rules.imageTypes.find((t) => t.type === file.type) ?? (file.type ? undefined : rules.imageTypes.find((t) => t.extensions.includes(ext)));
  if (!rule || !rule.extensions.includes(ext)) return 'wrongType';
  if (file.size > rules.maxImageBytes) return 'tooLarge';
  return null;
}

/** The media type a file is sent as (its own, or the one its extension names when the browser gave none). */
export function uploadType(file: { name: string; type: string }, rules: ImageRules): string {
  if (file.type) return file.type;
  const ext = /\.[^.]+$/.exec(file.name.toLowerCase())?.[0] ?? '';
  return rules.imageTypes.find((t) => t.extensions.includes(ext))?.type ?? '';
}
