import { describe, expect, it } from 'vitest';
import { messages } from '@generated/messages.ts';
import { severity } from '@generated/catalog/severity.ts';
import { routeGroups } from '@generated/catalog/route-groups.ts';

/** Messages the specification quotes letter for letter, which keep their own spelling. */
const QUOTED = new Set(['Please choose the license file.']);

/** Every text the console shows from its catalogues (messages and labels). */
function shownTexts(): string[] {
  const out: string[] = Object.values(messages);
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if ((k === 'label' || k === 'title' || k === 'section') && typeof v === 'string') out.push(v);
        else walk(v);
      }
    }
  };
  walk(severity);
  walk(routeGroups);
  return out;
}

describe('spelling on screen', () => {
  it("writes the noun as the specification mostly does: 'licence', never 'license'", () => {
    const mixed = shownTexts().filter((t) => !QUOTED.has(t) && /\blicense\b/i.test(t));
    expect(mixed).toEqual([]);
  });
});
