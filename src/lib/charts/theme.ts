import { useMemo } from 'react';
import { theme as antdTheme } from 'antd';

/**
 * Series colours, in this order. Each has 3:1 or better (WCAG non-text contrast) against the cards of both themes
 * (white and #f5f5f5, #141414 and #1f1f1f), so a mark stands out from its background in light and dark alike;
 * neighbours differ in hue. Labels are drawn in the theme's text colour, not in these.
 */
export const PALETTE: string[] = ['#2f7fd4', '#d9622b', '#2e9a3a', '#9a66c8', '#b07d0c', '#178f9e', '#d6509c', '#a0764a', '#808080', '#cf4f5f'];

/** Sequential steps of a map's countries, low to high; the lightest still differs from the background. */
export const MAP_STEPS: string[] = ['#fcbba1', '#fc9272', '#fb6a4a', '#ef3b2c', '#cb181d', '#a50f15'];

/** Colours of a security-rating bar: a passed check adds points, a failed one takes them away. */
export const SCORE_COLORS = { gained: PALETTE[2], lost: PALETTE[9] } as const;

interface ThemeTokens {
  colorText: string;
  colorTextSecondary: string;
  colorBorder: string;
  colorSplit: string;
  colorBgElevated: string;
  boxShadowSecondary: string;
  fontFamily: string;
}

/** The nivo theme of a set of antd tokens: text, axes, grid lines and tooltips follow the console's theme. */
export function nivoTheme(token: ThemeTokens) {
  return {
    background: 'transparent',
    text: { fill: token.colorText, fontSize: 11, fontFamily: token.fontFamily },
    axis: {
      domain: { line: { stroke: token.colorBorder, strokeWidth: 1 } },
      ticks: { line: { stroke: token.colorBorder, strokeWidth: 1 }, text: { fill: token.colorTextSecondary, fontSize: 11, fontFamily: token.fontFamily } },
      legend: { text: { fill: token.colorText, fontSize: 12, fontFamily: token.fontFamily } },
    },
    grid: { line: { stroke: token.colorSplit, strokeWidth: 1 } },
    legends: { text: { fill: token.colorText, fontSize: 11, fontFamily: token.fontFamily } },
    labels: { text: { fill: token.colorText, fontSize: 11, fontFamily: token.fontFamily } },
    tooltip: {
      container: { background: token.colorBgElevated, color: token.colorText, fontSize: 12, borderRadius: 4, boxShadow: token.boxShadowSecondary },
    },
  };
}

export type NivoTheme = ReturnType<typeof nivoTheme>;

/** The nivo theme of the antd theme in effect (ConfigProvider), light or dark. */
export function useNivoTheme(): NivoTheme {
  const { token } = antdTheme.useToken();
  // one object per token set, so nivo's memoised layers redraw only when the theme changes
  return useMemo(() => nivoTheme(token), [token]);
}
