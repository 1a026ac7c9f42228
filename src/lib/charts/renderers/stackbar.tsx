import { BarCanvas } from '@nivo/bar';
import { PALETTE, useNivoTheme } from '../theme.ts';
import { formatValue } from '../format.ts';
import { seriesOf, timeLabel } from '../transforms.ts';
import type { RendererProps } from '../types.ts';

/** Stacked bars per time bucket, a segment per series. */
export default function StackbarRenderer({ rows, unit, width, height }: RendererProps) {
  const theme = useNivoTheme();
  const { times, series } = seriesOf(rows);
  const span = times.length > 1 ? Date.parse(times[times.length - 1]) - Date.parse(times[0]) : 0;
  const keys = series.map((s) => s.id);
  const data = times.map((t) => ({ time: timeLabel(t, span), ...Object.fromEntries(series.map((s) => [s.id, s.points.get(t) ?? 0])) }));
  const every = Math.max(1, Math.ceil(times.length / Math.max(2, Math.floor(width / 90))));
  return (
    <BarCanvas
      width={width}
      height={height}
      data={data}
      keys={keys}
      indexBy="time"
      groupMode="stacked"
      margin={{ top: 8, right: keys.length > 1 ? 120 : 16, bottom: 28, left: 64 }}
      padding={0.15}
      colors={PALETTE}
      theme={theme}
      enableLabel={false}
      axisBottom={{ tickSize: 4, tickValues: data.filter((_, i) => i % every === 0).map((d) => d.time) }}
      axisLeft={{ tickSize: 4, tickValues: 4, format: (v: number) => formatValue(v, unit) }}
      valueFormat={(v) => formatValue(v, unit)}
      legends={
        keys.length > 1
          ? [{ dataFrom: 'keys', anchor: 'right', direction: 'column', translateX: 110, itemWidth: 100, itemHeight: 16, symbolSize: 10, itemTextColor: theme.text.fill }]
          : []
      }
    />
  );
}
