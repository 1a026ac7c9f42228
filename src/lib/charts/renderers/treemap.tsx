import { TreeMapCanvas } from '@nivo/treemap';
import { PALETTE, useNivoTheme } from '../theme.ts';
import { formatValue } from '../format.ts';
import { itemsOf } from '../transforms.ts';
import type { RendererProps } from '../types.ts';

/** Rectangles sized by value, the largest top left. */
export default function TreemapRenderer({ rows, family, unit, width, height, onSelect }: RendererProps) {
  const theme = useNivoTheme();
  const items = itemsOf(family, rows).filter((i) => i.value > 0);
  const byId = new Map(items.map((i) => [i.id, i]));
  return (
    <TreeMapCanvas
      width={width}
      height={height}
      data={{ id: 'all', children: items.map((i) => ({ id: i.id, value: i.value })) }}
      identity="id"
      value="value"
      leavesOnly
      innerPadding={2}
      colors={PALETTE}
      colorBy="id"
      nodeOpacity={1}
      borderWidth={0}
      theme={theme}
      label={(n) => String(n.id)}
      // a darker shade of each tile's own colour reads on it in both themes; the theme's text (white when dark) would not
      labelTextColor={{ from: 'color', modifiers: [['darker', 3]] }}
      labelSkipSize={28}
      valueFormat={(v) => formatValue(v, unit)}
      onClick={onSelect ? (n) => onSelect(byId.get(String(n.id))?.row) : undefined}
    />
  );
}
