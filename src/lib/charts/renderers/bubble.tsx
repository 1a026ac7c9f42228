import { CirclePackingCanvas } from '@nivo/circle-packing';
import { PALETTE, useNivoTheme } from '../theme.ts';
import { formatValue } from '../format.ts';
import { itemsOf } from '../transforms.ts';
import type { RendererProps } from '../types.ts';

/** Bubbles sized by value (circle packing). */
export default function BubbleRenderer({ rows, family, unit, width, height }: RendererProps) {
  const theme = useNivoTheme();
  const children = itemsOf(family, rows)
    .filter((i) => i.value > 0)
    .map((i) => ({ id: i.label, value: i.value }));
  return (
    <CirclePackingCanvas
      width={width}
      height={height}
      data={{ id: 'all', children }}
      id="id"
      value="value"
      leavesOnly
      padding={3}
      colors={PALETTE}
      colorBy="id"
      theme={theme}
      valueFormat={(v) => formatValue(v, unit)}
    />
  );
}
