import { Statistic } from 'antd';
import { msg } from '@/lib/i18n/messages.ts';
import { formatValue } from '../format.ts';
import { itemsOf } from '../transforms.ts';
import type { DeviceRow, MetricRow, RendererProps } from '../types.ts';

/** Big figures: a summary's values with their peak, devices up and down, or the largest keys. */
export default function SimpleRenderer({ rows, family, unit, height }: RendererProps) {
  let figures: { title: string; value: string; note?: string }[];
  if (family === 'metric') {
    figures = (rows as MetricRow[]).map((r) => ({
      title: r.label,
      value: formatValue(r.value, r.unit),
      note: r.peak !== undefined ? msg('charts.peakOf', formatValue(r.peak, r.unit)) : undefined,
    }));
  } else if (family === 'device') {
    const up = (rows as DeviceRow[]).filter((r) => r.status === 'up').length;
    figures = [
      { title: msg('charts.statusUp'), value: String(up) },
      { title: msg('charts.statusDown'), value: String(rows.length - up) },
    ];
  } else {
    figures = itemsOf(family, rows)
      .slice(0, 6)
      .map((i) => ({ title: i.label, value: formatValue(i.value, unit) }));
  }
  return (
    <div className="chart-simple" style={{ height, display: 'flex', flexWrap: 'wrap', gap: 16, alignContent: 'center', overflow: 'auto' }}>
      {figures.map((f) => (
        <div key={f.title} style={{ minWidth: 120 }}>
          <Statistic title={f.title} value={f.value} />
          {f.note && <span className="chart-note">{f.note}</span>}
        </div>
      ))}
    </div>
  );
}
