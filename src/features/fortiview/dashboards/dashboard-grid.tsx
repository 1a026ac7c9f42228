import { useMemo, type ReactNode } from 'react';
import { GridLayout, useContainerWidth, noCompactor, type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import './dashboards.css';
import { gridSettings } from './catalog.ts';

export interface GridItemPlacement {
  id: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface DashboardGridProps {
  items: readonly GridItemPlacement[];
  /** renders one widget; bodyHeight is the space below its header */
  renderItem: (id: string, size: { height: number; bodyHeight: number }) => ReactNode;
  /** the edit layer passes these on (custom views); a monitor dashboard is static */
  editable?: boolean;
  /** the layout after the user dropped a dragged widget or let go of a resized one */
  onLayoutCommit?: (layout: Layout) => void;
}

/** Below this width the grid is one column: widgets stack in reading order at full width. */
const STACK_BELOW_PX = 768;
/** Height of a widget's header and option row, which the body does not get. */
const WIDGET_CHROME_PX = 88;

/** The dashboard's 24-column grid (react-grid-layout), each widget where the catalogue or the user placed it. */
export function DashboardGrid({ items, renderItem, editable = false, onLayoutCommit }: DashboardGridProps) {
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true });
  const { columns, rowHeight, margin } = gridSettings;
  const stacked = width < STACK_BELOW_PX;
  const layout: Layout = useMemo(() => {
    if (!stacked) return items.map((i) => ({ i: i.id, x: i.x, y: i.y, w: i.w, h: i.h, static: !editable }));
    let y = 0;
    return [...items]
      .sort((a, b) => a.y - b.y || a.x - b.x)
      .map((i) => {
        const item = { i: i.id, x: 0, y, w: columns, h: i.h, static: true };
        y += i.h;
        return item;
      });
  }, [items, stacked, editable, columns]);

  return (
    <div ref={containerRef} className="dashboard-grid">
      {mounted && (
        <GridLayout
          width={width}
          layout={layout}
          gridConfig={{ cols: columns, rowHeight, margin: [margin, margin], containerPadding: [0, 0] }}
          dragConfig={{ enabled: editable && !stacked, handle: '.widget-drag-handle' }}
          resizeConfig={{ enabled: editable && !stacked }}
          // nothing floats up by itself, in view or while editing: widgets stay where they were placed
          compactor={noCompactor}
          onDragStop={(layout) => onLayoutCommit?.(layout)}
          onResizeStop={(layout) => onLayoutCommit?.(layout)}
        >
          {layout.map((l) => {
            const height = l.h * rowHeight + (l.h - 1) * margin;
            return (
              <div key={l.i} className="dashboard-grid-item">
                {renderItem(l.i, { height, bodyHeight: Math.max(80, height - WIDGET_CHROME_PX) })}
              </div>
            );
          })}
        </GridLayout>
      )}
    </div>
  );
}
