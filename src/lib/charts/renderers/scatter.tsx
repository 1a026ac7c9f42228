import { ScatterPlotCanvas } from '@nivo/scatterplot';
import { PALETTE, useNivoTheme } from '../theme.ts';
import { formatValue } from '../format.ts';
import { seriesOf, spanOf, timeLabel } from '../transforms.ts';
import type { RendererProps } from '../types.ts';

/** A dot per series and time bucket, on a linear time axis (buckets need not be evenly spaced). */
export default function ScatterRenderer({ rows, unit, width, height, onSelect }: RendererProps) {
  const theme = useNivoTheme();
  const { times, series, rowAt } = seriesOf(rows);
  const span = spanOf(times);
  const data = series.map((s) => ({ id: s.id, data: times.filter((t) => s.points.has(t)).map((t) => ({ x: Date.parse(t), y: s.points.get(t)!, time: t })) }));
  const legend = series.length > 1 && width >= 420;
  return (
    <ScatterPlotCanvas
      width={width}
      height={height}
      data={data}
      margin={{ top: 8, right: legend ? 132 : 16, bottom: 28, left: 72 }}
      colors={PALETTE}
      theme={theme}
      nodeSize={7}
      xScale={{ type: 'linear', min: 'auto', max: 'auto' }}
      yScale={{ type: 'linear', min: 0, max: 'auto' }}
      xFormat={(x) => timeLabel(new Date(Number(x)).toISOString(), span)}
      yFormat={(y) => formatValue(Number(y), unit)}
      axisBottom={{ tickSize: 4, tickValues: Math.max(2, Math.floor(width / 110)), format: (x: number) => timeLabel(new Date(x).toISOString(), span) }}
      axisLeft={{ tickSize: 4, tickValues: 4, format: (v: number) => formatValue(v, unit) }}
      onClick={onSelect ? (node) => onSelect(rowAt(String(node.serieId), node.data.time)) : undefined}
      legends={
        legend
          ? [{ anchor: 'right', direction: 'column', translateX: 124, itemWidth: 116, itemHeight: 16, symbolSize: 10, itemTextColor: theme.text.fill }]
          : []
      }
    />
  );
}
