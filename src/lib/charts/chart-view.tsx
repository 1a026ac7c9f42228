import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { msg } from '@/lib/i18n/messages.ts';
import { ChartTable } from './chart-table.tsx';
import { summarizeRows } from './summary.ts';
import type { DisplayType, Family, RendererProps } from './types.ts';

type Loader = () => Promise<{ default: ComponentType<RendererProps> }>;

// each renderer is its own chunk, loaded with the first widget that draws it
const loaders: Partial<Record<DisplayType, Loader>> = {
  bar: () => import('./renderers/bar.tsx'),
  stackbar: () => import('./renderers/stackbar.tsx'),
  pie: () => import('./renderers/pie.tsx'),
  donut: () => import('./renderers/pie.tsx'),
  treemap: () => import('./renderers/treemap.tsx'),
  bubble: () => import('./renderers/bubble.tsx'),
  line: () => import('./renderers/line.tsx'),
  scatter: () => import('./renderers/scatter.tsx'),
  heatmap: () => import('./renderers/heatmap.tsx'),
  world: () => import('./renderers/geo.tsx'),
  globe: () => import('./renderers/geo.tsx'),
  sankey: () => import('./renderers/sankey.tsx'),
  chord: () => import('./renderers/chord.tsx'),
  simple: () => import('./renderers/simple.tsx'),
};
const lazyRenderers = new Map<Loader, ComponentType<RendererProps>>();
function rendererFor(type: DisplayType): ComponentType<RendererProps> | null {
  const loader = loaders[type];
  if (!loader) return null;
  let component = lazyRenderers.get(loader);
  if (!component) {
    component = lazy(loader);
    lazyRenderers.set(loader, component);
  }
  return component;
}

/** Display types each family can be drawn as; anything else is shown as a table. */
export const FAMILY_TYPES: Record<Family, readonly DisplayType[]> = {
  top: ['table', 'bar', 'pie', 'donut', 'treemap', 'bubble', 'simple'],
  series: ['line', 'stackbar', 'heatmap', 'scatter', 'table'],
  geo: ['world', 'globe', 'table', 'bar'],
  flow: ['sankey', 'chord', 'table'],
  metric: ['simple', 'table'],
  device: ['table', 'simple'],
  score: ['table', 'bar'],
};

export function effectiveDisplayType(type: DisplayType, family: Family): DisplayType {
  return FAMILY_TYPES[family].includes(type) ? type : 'table';
}

/** The width of an element, followed as it resizes (a fallback where ResizeObserver is missing). */
function useWidth(fallback = 480) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth || fallback);
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver((entries) => setWidth(Math.floor(entries[0].contentRect.width) || fallback));
    ro.observe(el);
    return () => ro.disconnect();
  }, [fallback]);
  return { ref, width };
}

export interface ChartViewProps {
  displayType: DisplayType;
  family: Family;
  rows: readonly unknown[];
  unit?: string;
  height: number;
  /** the widget's title, the start of the chart's text alternative */
  title: string;
}

/**
 * A widget's rows drawn as its display type. The drawing is an image whose accessible name is a text summary of the
 * rows; the same rows are always available as a table (ChartTable).
 */
export function ChartView({ displayType, family, rows, unit, height, title }: ChartViewProps) {
  const type = effectiveDisplayType(displayType, family);
  const { ref, width } = useWidth();
  const Renderer = type === 'table' ? null : rendererFor(type);
  if (!Renderer) return <ChartTable family={family} rows={rows} unit={unit} title={title} height={height} />;
  const summary = summarizeRows(family, rows, unit, title);
  return (
    // a drawing is an image named by its summary; the globe holds a control (it turns), so it is a named group
    <div ref={ref} className={`chart chart-${type}`} role={type === 'globe' ? 'group' : 'img'} aria-label={summary} style={{ height, width: '100%' }}>
      {width > 0 && (
        <Suspense fallback={<span className="chart-loading">{msg('charts.loading')}</span>}>
          <Renderer rows={rows} family={family} unit={unit} width={width} height={height} displayType={type} />
        </Suspense>
      )}
    </div>
  );
}
