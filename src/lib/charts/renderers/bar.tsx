import { BarCanvas } from '@nivo/bar';
import { PALETTE, SCORE_COLORS, useNivoTheme } from '../theme.ts';
import { formatValue } from '../format.ts';
import { itemsOf } from '../transforms.ts';
import type { RendererProps } from '../types.ts';

const LABEL_CHARS = 26;
const shorten = (label: string) => (label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label);

/** Horizontal bars, largest on top: top-N keys, countries, or security-rating checks (points gained or lost). */
export default function BarRenderer({ rows, family, unit, width, height, onSelect }: RendererProps) {
  const theme = useNivoTheme();
  // nivo stacks a horizontal bar chart's categories from the bottom up
  const items = itemsOf(family, rows).reverse();
  const byId = new Map(items.map((i) => [i.id, i]));
  const longest = Math.min(LABEL_CHARS, Math.max(4, ...items.map((i) => i.id.length)));
  return (
    <BarCanvas
      width={width}
      height={height}
      data={items.map((i) => ({ id: i.id, value: i.value }))}
      keys={['value']}
      indexBy="id"
      layout="horizontal"
      margin={{ top: 4, right: 24, bottom: 28, left: Math.round(longest * 6.5) + 12 }}
      padding={0.25}
      colors={family === 'score' ? ({ data }) => (data.value < 0 ? SCORE_COLORS.lost : SCORE_COLORS.gained) : [PALETTE[0]]}
      theme={theme}
      enableLabel={false}
      enableGridX
      enableGridY={false}
      axisLeft={{ tickSize: 0, tickPadding: 6, format: (v: string) => shorten(String(v)) }}
      axisBottom={{ tickSize: 4, tickValues: 4, format: (v: number) => formatValue(v, unit) }}
      valueFormat={(v) => formatValue(v, unit)}
      tooltipLabel={(d) => String(d.indexValue)}
      onClick={onSelect ? (d) => onSelect(byId.get(String(d.indexValue))?.row) : undefined}
    />
  );
}
