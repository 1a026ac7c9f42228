import { constants } from '@generated/catalog/constants.ts';
/** Longest value taken from the screen; anything longer is not a single masked value. */
export const MAX_PICKED_LENGTH = constants.viewDetails.maxPickedLength;

/** The value under a clicked element: its visible text, whitespace collapsed; null when there is none. */
export function pickedText(element: Element | null): string | null {
  if (!element) return null;
  const raw = (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.value : element.textContent) ?? '';
  const text = raw.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  return text.length > MAX_PICKED_LENGTH ? text.slice(0, MAX_PICKED_LENGTH) : text;
}
