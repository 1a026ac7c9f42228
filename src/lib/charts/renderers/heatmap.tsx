import { HeatMapCanvas } from '@nivo/heatmap';
import { useNivoTheme } from '../theme.ts';
import { formatValue } from '../format.ts';
import { seriesOf, timeLabel } from '../transforms.ts';
import type { RendererProps } from '../types.ts';

/** A row per series, a cell per time bucket, coloured by value. */
export default function HeatmapRenderer({ rows, unit, width, height }: RendererProps) {
  const theme = useNivoTheme();
  const { times, series } = seriesOf(rows);
  const span = times.length > 1 ? Date.parse(times[times.length - 1]) - Date.parse(times[0]) : 0;
  const data = series.map((s) => ({ id: s.id, data: times.map((t) => ({ x: timeLabel(t, span), y: s.points.get(t) ?? 0 })) }));
  const every = Math.max(1, Math.ceil(times.length / Math.max(2, Math.floor(width / 90))));
  return (
    <HeatMapCanvas
      width={width}
      height={height}
      data={data}
      margin={{ top: 8, right: 16, bottom: 28, left: 120 }}
      colors={{ type: 'sequential', scheme: 'blues' }}
      theme={theme}
      enableLabels={false}
      axisTop={null}
      axisBottom={{ tickSize: 4, tickValues: data[0]?.data.filter((_, i) => i % every === 0).map((p) => p.x) }}
      axisLeft={{ tickSize: 0, tickPadding: 6 }}
      valueFormat={(v) => formatValue(v, unit)}
    />
  );
}
