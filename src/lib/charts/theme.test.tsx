import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import { contrastRatio, flatten } from '@/lib/color/contrast.ts';
import { MAP_STEPS, PALETTE, SCORE_COLORS, useNivoTheme } from './theme.ts';

const light = theme.getDesignToken({ algorithm: theme.defaultAlgorithm });
const dark = theme.getDesignToken({ algorithm: theme.darkAlgorithm });
// the surfaces a widget sits on: its card, the page behind it and a raised panel, in each theme
const SURFACES = [light.colorBgContainer, light.colorBgLayout, dark.colorBgContainer, dark.colorBgElevated];

describe('chart colours', () => {
  it.each(PALETTE.map((c, i) => [i, c]))('series colour %s (%s) stands out 3:1 from every surface of both themes', (_, color) => {
    for (const surface of SURFACES) expect(contrastRatio(color, surface), `${color} on ${surface}`).toBeGreaterThanOrEqual(3);
  });

  it('has ten distinct series colours, and score colours among them', () => {
    expect(new Set(PALETTE).size).toBe(10);
    expect(PALETTE).toContain(SCORE_COLORS.gained);
    expect(PALETTE).toContain(SCORE_COLORS.lost);
  });

  it('keeps the lightest map step apart from land without data', () => {
    const landLight = flatten(light.colorFillSecondary, light.colorBgContainer);
    expect(contrastRatio(MAP_STEPS[0], landLight)).toBeGreaterThan(1.3);
  });
});

describe('useNivoTheme', () => {
  const wrapper =
    (algorithm: typeof theme.defaultAlgorithm) =>
    ({ children }: { children: ReactNode }) => <ConfigProvider theme={{ algorithm }}>{children}</ConfigProvider>;

  it.each([
    ['light', theme.defaultAlgorithm, light],
    ['dark', theme.darkAlgorithm, dark],
  ] as const)('follows the %s theme: text, grid lines and tooltips', (_, algorithm, token) => {
    const { result } = renderHook(() => useNivoTheme(), { wrapper: wrapper(algorithm) });
    expect(result.current.text.fill).toBe(token.colorText);
    expect(result.current.axis.ticks.text.fill).toBe(token.colorTextSecondary);
    expect(result.current.grid.line.stroke).toBe(token.colorSplit);
    expect(result.current.tooltip.container.background).toBe(token.colorBgElevated);
    expect(result.current.tooltip.container.color).toBe(token.colorText);
  });

  it('gives readable text in both themes', () => {
    const ratio = (algorithm: typeof theme.defaultAlgorithm, surface: string) => {
      const { result } = renderHook(() => useNivoTheme(), { wrapper: wrapper(algorithm) });
      return contrastRatio(result.current.text.fill, surface);
    };
    expect(ratio(theme.defaultAlgorithm, light.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
    expect(ratio(theme.darkAlgorithm, dark.colorBgContainer)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps one theme object while the tokens stay the same', () => {
    const { result, rerender } = renderHook(() => useNivoTheme(), { wrapper: wrapper(theme.darkAlgorithm) });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
