import { theme as antdTheme } from 'antd';

/**
 * Series colours readable on both themes' backgrounds (3:1 or better against white and against #141414 for the
 * marks; labels are drawn in the text colour).
 */
export const PALETTE = ['#1f77d0', '#e8684a', '#2ca02c', '#9467bd', '#d4a106', '#17a2b8', '#e377c2', '#8c6d31', '#7f7f7f', '#5b8ff9'];

/** A nivo theme from the current antd theme: text, grid lines and tooltips follow light or dark. */
export function useNivoTheme() {
  const { token } = antdTheme.useToken();
  return {
    background: 'transparent',
    text: { fill: token.colorText, fontSize: 11 },
    axis: {
      domain: { line: { stroke: token.colorBorder } },
      ticks: { line: { stroke: token.colorBorder }, text: { fill: token.colorTextSecondary, fontSize: 11 } },
      legend: { text: { fill: token.colorText } },
    },
    grid: { line: { stroke: token.colorSplit } },
    legends: { text: { fill: token.colorText } },
    labels: { text: { fill: token.colorText } },
    tooltip: {
      container: { background: token.colorBgElevated, color: token.colorText, fontSize: 12, boxShadow: token.boxShadowSecondary },
    },
  };
}

export type NivoTheme = ReturnType<typeof useNivoTheme>;
