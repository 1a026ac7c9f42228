import type { AdomSummary } from '@generated/types/entities.ts';

/** The ADOMs whose name, description or product contain every word of the search (any case). */
export function filterAdoms(adoms: readonly AdomSummary[], search: string): AdomSummary[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...adoms];
  return adoms.filter((a) => {
    const text = `${a.name} ${a.desc} ${a.product}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
