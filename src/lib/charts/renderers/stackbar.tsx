import { BarCanvas } from '@nivo/bar';
import { PALETTE, useNivoTheme } from '../theme.ts';
import { formatValue } from '../format.ts';
import { seriesOf, spanOf, tickEvery, timeLabel } from '../transforms.ts';
import type { RendererProps } from '../types.ts';

/** Stacked bars per time bucket, a segment per series (the largest series at the bottom). */
export default function StackbarRenderer({ rows, unit, width, height, onSelect }: RendererProps) {
  const theme = useNivoTheme();
  const { times, series, rowAt } = seriesOf(rows);
  const span = spanOf(times);
  // buckets are labelled by their local time (unique to the minute), and found again by it for drill-down
  const timeOf = new Map(times.map((t) => [timeLabel(t, span), t]));
  const keys = series.map((s) => s.id);
  const data = times.map((t) => ({ time: timeLabel(t, span), ...Object.fromEntries(series.map((s) => [s.id, s.points.get(t) ?? 0])) }));
  const legend = keys.length > 1 && width >= 420;
  return (
    <BarCanvas
      width={width}
      height={height}
      data={data}
      keys={keys}
      indexBy="time"
      groupMode="stacked"
      margin={{ top: 8, right: legend ? 132 : 16, bottom: 28, left: 72 }}
      padding={0.15}
      colors={PALETTE}
      theme={theme}
      enableLabel={false}
      axisBottom={{ tickSize: 4, tickValues: tickEvery(data, width).map((d) => d.time) }}
      axisLeft={{ tickSize: 4, tickValues: 4, format: (v: number) => formatValue(v, unit) }}
      valueFormat={(v) => formatValue(v, unit)}
      onClick={onSelect ? (d) => onSelect(rowAt(String(d.id), timeOf.get(String(d.indexValue)) ?? '')) : undefined}
      legends={
        legend
          ? [{ dataFrom: 'keys', anchor: 'right', direction: 'column', translateX: 124, itemWidth: 116, itemHeight: 16, symbolSize: 10, itemTextColor: theme.text.fill }]
          : []
      }
    />
  );
}
