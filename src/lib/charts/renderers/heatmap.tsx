import { HeatMapCanvas } from '@nivo/heatmap';
import { useNivoTheme } from '../theme.ts';
import { formatValue } from '../format.ts';
import { seriesOf, spanOf, tickEvery, timeLabel } from '../transforms.ts';
import type { RendererProps } from '../types.ts';

const LABEL_CHARS = 18;

/** A row per series, a cell per time bucket, coloured by value. */
export default function HeatmapRenderer({ rows, unit, width, height, onSelect }: RendererProps) {
  const theme = useNivoTheme();
  const { times, series, rowAt } = seriesOf(rows);
  const span = spanOf(times);
  const timeOf = new Map(times.map((t) => [timeLabel(t, span), t]));
  const data = series.map((s) => ({ id: s.id, data: times.map((t) => ({ x: timeLabel(t, span), y: s.points.get(t) ?? 0 })) }));
  const longest = Math.min(LABEL_CHARS, Math.max(4, ...series.map((s) => s.id.length)));
  return (
    <HeatMapCanvas
      width={width}
      height={height}
      data={data}
      margin={{ top: 8, right: 16, bottom: 28, left: Math.round(longest * 6.5) + 12 }}
      colors={{ type: 'sequential', scheme: 'blues' }}
      emptyColor={theme.grid.line.stroke}
      theme={theme}
      enableLabels={false}
      xInnerPadding={0.05}
      yInnerPadding={0.05}
      axisTop={null}
      axisBottom={{ tickSize: 4, tickValues: tickEvery(data[0]?.data ?? [], width).map((p) => p.x) }}
      axisLeft={{ tickSize: 0, tickPadding: 6, format: (v: string) => (v.length > LABEL_CHARS ? `${v.slice(0, LABEL_CHARS - 1)}…` : v) }}
      valueFormat={(v) => formatValue(v, unit)}
      onClick={onSelect ? (cell) => onSelect(rowAt(cell.serieId, timeOf.get(String(cell.data.x)) ?? '')) : undefined}
    />
  );
}
