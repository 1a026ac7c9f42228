import { ScatterPlotCanvas } from '@nivo/scatterplot';
import { PALETTE, useNivoTheme } from '../theme.ts';
import { formatValue } from '../format.ts';
import { seriesOf } from '../transforms.ts';
import type { RendererProps } from '../types.ts';

/** A dot per series and time bucket. */
export default function ScatterRenderer({ rows, unit, width, height }: RendererProps) {
  const theme = useNivoTheme();
  const { times, series } = seriesOf(rows);
  const data = series.map((s) => ({ id: s.id, data: times.map((t) => ({ x: Date.parse(t), y: s.points.get(t) ?? 0 })) }));
  return (
    <ScatterPlotCanvas
      width={width}
      height={height}
      data={data}
      margin={{ top: 8, right: 16, bottom: 28, left: 64 }}
      colors={PALETTE}
      theme={theme}
      nodeSize={6}
      xScale={{ type: 'linear', min: 'auto', max: 'auto' }}
      axisBottom={{ tickSize: 4, tickValues: 4, format: (v: number) => new Date(v).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) }}
      axisLeft={{ tickSize: 4, tickValues: 4, format: (v: number) => formatValue(v, unit) }}
    />
  );
}
