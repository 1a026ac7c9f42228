import { BarCanvas } from '@nivo/bar';
import { PALETTE, useNivoTheme } from '../theme.ts';
import { formatValue } from '../format.ts';
import { itemsOf } from '../transforms.ts';
import type { RendererProps } from '../types.ts';

/** Horizontal bars, largest on top: top-N keys, countries or security-rating checks. */
export default function BarRenderer({ rows, family, unit, width, height }: RendererProps) {
  const theme = useNivoTheme();
  const items = itemsOf(family, rows).reverse();
  const longest = Math.min(160, Math.max(...items.map((i) => i.label.length)) * 6.5);
  return (
    <BarCanvas
      width={width}
      height={height}
      data={items.map((i) => ({ id: i.label, value: i.value }))}
      keys={['value']}
      indexBy="id"
      layout="horizontal"
      margin={{ top: 4, right: 16, bottom: 28, left: longest + 8 }}
      padding={0.25}
      colors={family === 'score' ? ({ data }) => ((data.value as number) < 0 ? PALETTE[1] : PALETTE[2]) : PALETTE[0]}
      theme={theme}
      enableLabel={false}
      axisLeft={{ tickSize: 0, tickPadding: 6, format: (v: string) => (v.length > 26 ? `${v.slice(0, 25)}…` : v) }}
      axisBottom={{ tickSize: 4, tickValues: 4, format: (v: number) => formatValue(v, unit) }}
      valueFormat={(v) => formatValue(v, unit)}
    />
  );
}
