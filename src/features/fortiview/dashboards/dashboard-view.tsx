import { memo, useCallback, useMemo } from 'react';
import { useSearchState } from '@/lib/url/use-search-state.ts';
import { Alert } from 'antd';
import { msg } from './text.ts';
import { DashboardGrid } from './dashboard-grid.tsx';
import { WidgetFrame } from './widget-frame.tsx';
import { parseDashboardUrl, withWidgetState, writeDashboardUrl, type WidgetUrlState } from './logic/url-state.ts';
import { widgetByKey, type DashboardWidgetPlacement } from './catalog.ts';
import { visiblePlacements } from './logic/hidden-widgets.ts';

export interface DashboardViewProps {
  widgets: readonly DashboardWidgetPlacement[];
  adom: string;
  devices?: string[];
  /**
   * a monitor dashboard's hidden-by-default widgets that are shown (ids): given, the widgets are the catalogue's
   * packed layout, and a hidden one leaves no hole; not given (a custom view), widgets stay where they were placed
   */
  shownHidden?: ReadonlySet<string>;
}

/** The URL state of a widget without choices of its own: one object, so that it compares equal from render to render. */
const NO_CHOICES: WidgetUrlState = Object.freeze({});

/** The same widgets shown: the same props, the hidden widgets shown compared by their ids. */
function sameView(a: DashboardViewProps, b: DashboardViewProps): boolean {
  const ids = (s?: ReadonlySet<string>) => (s ? [...s].sort().join(',') : null);
  return a.widgets === b.widgets && a.adom === b.adom && a.devices === b.devices && ids(a.shownHidden) === ids(b.shownHidden);
}

/**
 * A dashboard's widgets on the grid, with the time period and every widget's choices kept in the URL. Drawn again when
 * the address or its own props change, not with every render of the screen around it; a widget's change handler
 * stays the same function, so that a widget whose choices did not change is not drawn again either.
 */
export const DashboardView = memo(function DashboardView({ widgets, adom, devices, shownHidden }: DashboardViewProps) {
  const [search, setSearch] = useSearchState();
  const urlState = useMemo(() => parseDashboardUrl(search), [search]);
  // the same choice from a new set (the screen reads it from the URL on every render) is the same layout
  const shownKey = shownHidden ? [...shownHidden].sort().join(',') : null;
  const shown = useMemo(
    () => (shownKey === null ? widgets.filter((w) => !w.defaultHide) : visiblePlacements(widgets, new Set(shownKey.split(',').filter(Boolean)))),
    [widgets, shownKey],
  );
  const unknown = shown.filter((w) => !widgetByKey(w.widget));
  const known = useMemo(() => shown.filter((w) => widgetByKey(w.widget)), [shown]);

  const change = useCallback(
    (id: string, c: Partial<WidgetUrlState>) =>
      setSearch((prev) => writeDashboardUrl(prev, withWidgetState(parseDashboardUrl(prev), id, c)), { replace: true }),
    [setSearch],
  );
  const handlers = useMemo(() => new Map(widgets.map((w) => [w.id, (c: Partial<WidgetUrlState>) => change(w.id, c)])), [widgets, change]);

  return (
    <>
      {unknown.length > 0 && <Alert type="warning" showIcon title={msg('dashboard.unknownWidgets', unknown.map((w) => w.widget).join(', '))} />}
      <DashboardGrid
        items={known}
        renderItem={(id, { bodyHeight }) => {
          const placement = shown.find((w) => w.id === id)!;
          const def = widgetByKey(placement.widget)!;
          return (
            <WidgetFrame
              instanceId={id}
              def={def}
              adom={adom}
              devices={devices}
              dashboardPeriod={urlState.period}
              state={urlState.widgets[id] ?? NO_CHOICES}
              onStateChange={handlers.get(id)!}
              bodyHeight={bodyHeight}
            />
          );
        }}
      />
    </>
  );
}, sameView);
