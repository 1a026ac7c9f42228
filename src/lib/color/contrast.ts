import { FastColor } from '@ant-design/fast-color';

/** WCAG relative luminance (0 black … 1 white) of a CSS colour; a translucent colour counts as drawn on `background`. */
export function luminance(color: string, background = '#ffffff'): number {
  const c = new FastColor(color);
  return (c.a < 1 ? c.onBackground(background) : c).getLuminance();
}

/** The opaque colour a translucent `color` shows on `background` (#rrggbb). */
export function flatten(color: string, background: string): string {
  const c = new FastColor(color);
  return (c.a < 1 ? c.onBackground(background) : c).toHexString();
}

/** WCAG contrast ratio (1 … 21) of text in `foreground` on `background`. */
export function contrastRatio(foreground: string, background: string): number {
  const a = luminance(foreground, background);
  const b = luminance(background);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Black or white, whichever reads better on the background (severity colours are both light and dark). */
export function textColorOn(background: string): '#000' | '#fff' {
  return contrastRatio('#ffffff', background) >= contrastRatio('#000000', background) ? '#fff' : '#000';
}

/** The first of `candidates` that reaches `minimum`:1 on `background`, else `fallback`. */
export function firstReadable(candidates: readonly string[], background: string, fallback: string, minimum = 4.5): string {
  return candidates.find((c) => contrastRatio(c, background) >= minimum) ?? fallback;
}

/** A dark surface, by luminance: the dark theme's backgrounds. */
export function isDarkSurface(background: string): boolean {
  return luminance(background) < 0.2;
}
