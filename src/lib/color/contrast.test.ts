import { describe, expect, it } from 'vitest';
import { severity } from '@generated/catalog/severity.ts';
import { contrastRatio, firstReadable, flatten, isDarkSurface, luminance, textColorOn } from './contrast.ts';

describe('luminance and contrastRatio', () => {
  it.each<[string, string, number]>([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#767676', '#ffffff', 4.54],
    ['rgba(0, 0, 0, 0.45)', '#ffffff', 3.36],
  ])('%s on %s: %s:1', (fg, bg, ratio) => {
    expect(contrastRatio(fg, bg)).toBeCloseTo(ratio, 1);
  });

  it('reads #rgb, #rrggbb and rgb() alike', () => {
    expect(luminance('#fff')).toBeCloseTo(1);
    expect(luminance('rgb(255, 255, 255)')).toBeCloseTo(1);
    expect(luminance('#000000')).toBe(0);
  });
});

describe('textColorOn', () => {
  it('keeps every severity colour readable (WCAG AA, 4.5:1)', () => {
    for (const level of severity.riskLevels) {
      expect(contrastRatio(textColorOn(level.color), level.color), level.label).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('picks white on dark and black on light', () => {
    expect(textColorOn('#000000')).toBe('#fff');
    expect(textColorOn('#ffffff')).toBe('#000');
  });
});

describe('isDarkSurface', () => {
  it('tells the dark theme’s surfaces from the light one’s', () => {
    expect(isDarkSurface('#141414')).toBe(true);
    expect(isDarkSurface('#ffffff')).toBe(false);
  });
});

describe('flatten and firstReadable', () => {
  it('flattens a translucent colour onto its background', () => {
    expect(flatten('rgba(255, 255, 255, 0.08)', '#141414')).toBe('#272727');
    expect(flatten('#1668dc', '#000000')).toBe('#1668dc');
  });

  it('takes the first candidate that reads well, else the fallback', () => {
    expect(firstReadable(['#1668dc', '#69b1ff'], '#1f1f1f', '#ffffff')).toBe('#69b1ff');
    expect(firstReadable(['#333333'], '#1f1f1f', '#ffffff')).toBe('#ffffff');
  });
});
