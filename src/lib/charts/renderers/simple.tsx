import { msg } from '../text.ts';
import { formatCount, formatValue } from '../format.ts';
import { itemsOf } from '../transforms.ts';
import type { DeviceRow, MetricRow, RendererProps } from '../types.ts';

interface Figure {
  key: string;
  title: string;
  value: string;
  note?: string;
  row?: unknown;
}

// as many figures as a widget shows side by side and still reads at a glance
const MAX_FIGURES = 6;

function figuresOf({ rows, family, unit }: Pick<RendererProps, 'rows' | 'family' | 'unit'>): Figure[] {
  if (family === 'metric') {
    return (rows as MetricRow[]).map((r) => ({
      key: r.metric,
      title: r.label,
      value: formatValue(r.value, r.unit),
      note: r.peak !== undefined ? msg('charts.peakOf', formatValue(r.peak, r.unit)) : undefined,
    }));
  }
  if (family === 'device') {
    const up = (rows as DeviceRow[]).filter((r) => r.status === 'up').length;
    return [
      { key: 'up', title: msg('charts.statusUp'), value: formatCount(up) },
      { key: 'down', title: msg('charts.statusDown'), value: formatCount(rows.length - up) },
    ];
  }
  return itemsOf(family, rows)
    .slice(0, MAX_FIGURES)
    .map((i) => ({ key: i.id, title: i.label, value: formatValue(i.value, unit), row: i.row }));
}

/** Big figures as text: a summary's values with their peak, devices up and down, or the largest keys. */
export default function SimpleRenderer({ rows, family, unit, height, onSelect }: RendererProps) {
  const figures = figuresOf({ rows, family, unit });
  return (
    <div className="chart-simple" style={{ height }}>
      {figures.map((f) => {
        const body = (
          <>
            {/* spans, not antd's Statistic: its blocks may not sit inside a button */}
            <span className="chart-figure-title">{f.title}</span>
            <span className="chart-figure-value">{f.value}</span>
            {f.note && <span className="chart-note">{f.note}</span>}
          </>
        );
        // a figure of a row drills down like a bar would; a button, so that the keyboard reaches it
        return onSelect && f.row !== undefined ? (
          <button key={f.key} type="button" className="chart-figure" onClick={() => onSelect(f.row)}>
            {body}
          </button>
        ) : (
          <div key={f.key} className="chart-figure">
            {body}
          </div>
        );
      })}
    </div>
  );
}
