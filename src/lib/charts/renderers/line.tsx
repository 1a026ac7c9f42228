import { LineCanvas } from '@nivo/line';
import { PALETTE, useNivoTheme } from '../theme.ts';
import { formatValue } from '../format.ts';
import { seriesOf, timeLabel } from '../transforms.ts';
import type { RendererProps } from '../types.ts';

/** A line per series over time. */
export default function LineRenderer({ rows, unit, width, height }: RendererProps) {
  const theme = useNivoTheme();
  const { times, series } = seriesOf(rows);
  const span = times.length > 1 ? Date.parse(times[times.length - 1]) - Date.parse(times[0]) : 0;
  const data = series.map((s) => ({ id: s.id, data: times.map((t) => ({ x: timeLabel(t, span), y: s.points.get(t) ?? 0 })) }));
  const every = Math.max(1, Math.ceil(times.length / Math.max(2, Math.floor(width / 90))));
  return (
    <LineCanvas
      width={width}
      height={height}
      data={data}
      margin={{ top: 8, right: series.length > 1 ? 120 : 16, bottom: 28, left: 64 }}
      colors={PALETTE}
      theme={theme}
      enablePoints={false}
      lineWidth={2}
      axisBottom={{ tickSize: 4, tickValues: data[0]?.data.filter((_, i) => i % every === 0).map((p) => p.x) }}
      axisLeft={{ tickSize: 4, tickValues: 4, format: (v: number) => formatValue(v, unit) }}
      yFormat={(v) => formatValue(Number(v), unit)}
      legends={
        series.length > 1
          ? [{ anchor: 'right', direction: 'column', translateX: 110, itemWidth: 100, itemHeight: 16, symbolSize: 10, itemTextColor: theme.text.fill }]
          : []
      }
    />
  );
}
