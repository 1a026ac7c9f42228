import './charts.css';
import { Component, Suspense, useLayoutEffect, useState, type ReactNode } from 'react';
import { Empty } from 'antd';
import { msg } from './text.ts';
import { ChartTable } from './chart-table.tsx';
import { summarizeRows } from './summary.ts';
import { forgetRenderer, lazyRenderer, rendererModuleFor, widgetRendererModule } from './registry.ts';
import type { TableMode } from './table-mode.ts';
import type { DisplayType, Family } from './types.ts';

// the width before the first measurement and where layout gives none (a hidden tab): a widget's usual width
const FALLBACK_WIDTH = 480;

/**
 * The width of an element, followed as it resizes. Measured here rather than by nivo's Responsive* wrappers, which
 * draw nothing until their own observer reports and nothing at all where layout gives no size.
 */
export function useMeasuredWidth<E extends HTMLElement>(fallback = FALLBACK_WIDTH) {
  // a callback ref: the element comes and goes (empty rows, a table in between, a failed drawing)
  const [element, setElement] = useState<E | null>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!element) return;
    setWidth(Math.floor(element.clientWidth) || fallback);
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver((entries) => {
      const w = Math.floor(entries[0]?.contentRect.width ?? 0);
      // a collapsed container (display: none) keeps its last drawing rather than shrinking it to nothing
      if (w > 0) setWidth(w);
    });
    ro.observe(element);
    return () => ro.disconnect();
  }, [element, fallback]);
  return { ref: setElement, width };
}

interface BoundaryProps {
  fallback: ReactNode;
  onError: () => void;
  children: ReactNode;
}

/** A chart that cannot be drawn (its chunk failed to load, the browser has no canvas) shows its rows instead. */
class ChartBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    this.props.onError();
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface ChartViewProps {
  /** the widget's display type; one its family cannot be drawn as falls back to a table */
  displayType: DisplayType;
  /** the shape of the rows (the FortiView result's family) */
  family: Family;
  /** the FortiView result's rows */
  rows: readonly unknown[];
  /** the unit of the rows' value (bytes, sessions, count, %, logs/s, MB/s, score) */
  unit?: string;
  /** px; the width is the container's */
  height: number;
  /** the widget's title, the start of the chart's text alternative */
  title: string;
  /** a mark (bar, slice, country, cell, link) or a table row was chosen: the row it stands for (drill-down) */
  onSelect?: (row: unknown) => void;
  /**
   * a widget renderer's name (the widget definition's `renderer`, e.g. device-status) that draws the rows instead of
   * the display type's; one that does not draw the family is not used
   */
  renderer?: string;
  /** the table mode of the table shown instead of a drawing (the widget definition's tableMode) */
  tableMode?: TableMode;
}

/**
 * A widget's rows drawn as its display type. A drawing is an image whose accessible name is a one-sentence summary
 * of the rows; the same rows are always available as a table (ChartTable), which a widget offers beside it.
 */
export function ChartView({ displayType, family, rows, unit, height, title, onSelect, renderer, tableMode }: ChartViewProps) {
  const module = widgetRendererModule(renderer, family) ?? rendererModuleFor(displayType, family);
  const { ref, width } = useMeasuredWidth<HTMLDivElement>();
  const table = <ChartTable family={family} rows={rows} unit={unit} title={title} height={height} onSelect={onSelect} mode={tableMode} />;
  if (module === 'table') return table;
  if (!rows.length) {
    return (
      <div className="chart chart-empty" style={{ height, display: 'grid', placeItems: 'center' }}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={msg('charts.noData')} />
      </div>
    );
  }
  const Renderer = lazyRenderer(module);
  // a canvas or SVG drawing is one image named by its summary; the globe holds a control (it turns) and the figures
  // and the device cards are text, so those are groups named by it, whose content assistive technology reads
  const role = displayType === 'globe' || module === 'simple' || module === 'device-status' ? 'group' : 'img';
  return (
    // a drawing that fails gives way to the table as a whole (inside an image, the table would not be read); a
    // renderer whose chunk failed to load is tried again by the next chart that needs it, not held as failed
    <ChartBoundary key={module} fallback={table} onError={() => forgetRenderer(module)}>
      <div
        ref={ref}
        className={`chart chart-${module === 'device-status' ? module : displayType}${onSelect ? ' chart-selectable' : ''}`}
        role={role}
        aria-label={summarizeRows(family, rows, unit, title)}
        data-renderer={module}
        style={{ height, width: '100%', position: 'relative' }}
      >
        {width > 0 && (
          <Suspense fallback={<span className="chart-loading">{msg('charts.loading')}</span>}>
            <Renderer rows={rows} family={family} unit={unit} width={width} height={height} displayType={displayType} onSelect={onSelect} />
          </Suspense>
        )}
      </div>
    </ChartBoundary>
  );
}
