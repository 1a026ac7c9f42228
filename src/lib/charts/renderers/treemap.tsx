import { TreeMapCanvas } from '@nivo/treemap';
import { PALETTE, useNivoTheme } from '../theme.ts';
import { formatValue } from '../format.ts';
import { itemsOf } from '../transforms.ts';
import type { RendererProps } from '../types.ts';

/** Rectangles sized by value. */
export default function TreemapRenderer({ rows, family, unit, width, height }: RendererProps) {
  const theme = useNivoTheme();
  const children = itemsOf(family, rows)
    .filter((i) => i.value > 0)
    .map((i) => ({ id: i.label, value: i.value }));
  return (
    <TreeMapCanvas
      width={width}
      height={height}
      data={{ id: 'all', children }}
      identity="id"
      value="value"
      leavesOnly
      innerPadding={2}
      colors={PALETTE}
      theme={theme}
      label={(n) => `${n.id}`}
      labelSkipSize={28}
      valueFormat={(v) => formatValue(v, unit)}
    />
  );
}
