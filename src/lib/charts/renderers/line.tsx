import { LineCanvas } from '@nivo/line';
import { PALETTE, useNivoTheme } from '../theme.ts';
import { formatValue } from '../format.ts';
import { missingValue, seriesOf, spanOf, tickEvery, timeLabel } from '../transforms.ts';
import type { RendererProps } from '../types.ts';

/**
 * A line per series over time; the legend on the right names them when there are several. Where an averaged series
 * (latency, loss, a score) has no sample the line breaks, and its points are drawn so that a lone sample shows.
 */
export default function LineRenderer({ rows, unit, width, height, onSelect }: RendererProps) {
  const theme = useNivoTheme();
  const data = seriesOf(rows);
  const span = spanOf(data.times);
  const missing = missingValue(unit);
  const lines = data.series.map((s) => ({ id: s.id, data: data.times.map((t) => ({ x: t, y: s.points.get(t) ?? missing })) }));
  const gaps = lines.some((l) => l.data.some((p) => p.y === null));
  const legend = data.series.length > 1 && width >= 420;
  return (
    <LineCanvas
      width={width}
      height={height}
      data={lines}
      margin={{ top: 8, right: legend ? 132 : 16, bottom: 28, left: 72 }}
      colors={PALETTE}
      theme={theme}
      enablePoints={data.times.length < 30 || gaps}
      pointSize={4}
      lineWidth={2}
      xFormat={(x) => timeLabel(String(x), span)}
      yFormat={(v) => formatValue(Number(v), unit)}
      yScale={{ type: 'linear', min: 0, max: 'auto' }}
      axisBottom={{ tickSize: 4, tickValues: tickEvery(data.times, width), format: (t: string) => timeLabel(t, span) }}
      axisLeft={{ tickSize: 4, tickValues: 4, format: (v: number) => formatValue(v, unit) }}
      onClick={onSelect ? (p) => 'seriesId' in p && onSelect(data.rowAt(String(p.seriesId), String(p.data.x))) : undefined}
      legends={
        legend
          ? [{ anchor: 'right', direction: 'column', translateX: 124, itemWidth: 116, itemHeight: 16, symbolSize: 10, itemTextColor: theme.text.fill }]
          : []
      }
    />
  );
}
