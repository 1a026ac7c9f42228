import { describe, expect, it } from 'vitest';
import { severity } from '@generated/catalog/severity.ts';
import { luminance, textColorOn } from './contrast.ts';

const ratio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

describe('textColorOn', () => {
  it('keeps every severity colour readable (WCAG AA, 4.5:1)', () => {
    for (const level of severity.riskLevels) {
      const fg = textColorOn(level.color);
      expect(ratio(luminance(level.color), luminance(fg)), level.label).toBeGreaterThanOrEqual(4.5);
    }
  });
  it('picks white on dark and black on light', () => {
    expect(textColorOn('#000000')).toBe('#fff');
    expect(textColorOn('#ffffff')).toBe('#000');
  });
});
