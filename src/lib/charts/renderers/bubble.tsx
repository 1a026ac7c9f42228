import { CirclePackingCanvas } from '@nivo/circle-packing';
import { PALETTE, useNivoTheme } from '../theme.ts';
import { formatValue } from '../format.ts';
import { itemsOf } from '../transforms.ts';
import type { RendererProps } from '../types.ts';

/** Bubbles sized by value (circle packing). */
export default function BubbleRenderer({ rows, family, unit, width, height, onSelect }: RendererProps) {
  const theme = useNivoTheme();
  const items = itemsOf(family, rows).filter((i) => i.value > 0);
  const byId = new Map(items.map((i) => [i.id, i]));
  return (
    <CirclePackingCanvas
      width={width}
      height={height}
      data={{ id: 'all', children: items.map((i) => ({ id: i.id, value: i.value })) }}
      id="id"
      value="value"
      leavesOnly
      padding={3}
      colors={PALETTE}
      colorBy="id"
      theme={theme}
      valueFormat={(v) => formatValue(v, unit)}
      onClick={onSelect ? (n) => onSelect(byId.get(String(n.id))?.row) : undefined}
    />
  );
}
