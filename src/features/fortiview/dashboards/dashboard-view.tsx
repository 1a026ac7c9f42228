import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
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

/** A dashboard's widgets on the grid, with the time period and every widget's choices kept in the URL. */
export function DashboardView({ widgets, adom, devices, shownHidden }: DashboardViewProps) {
  const [search, setSearch] = useSearchParams();
  const urlState = useMemo(() => parseDashboardUrl(search), [search]);
  // the same choice from a new set (the screen reads it from the URL on every render) is the same layout
  const shownKey = shownHidden ? [...shownHidden].sort().join(',') : null;
  const shown = useMemo(
    () => (shownKey === null ? widgets.filter((w) => !w.defaultHide) : visiblePlacements(widgets, new Set(shownKey.split(',').filter(Boolean)))),
    [widgets, shownKey],
  );
  const unknown = shown.filter((w) => !widgetByKey(w.widget));

  const change = useCallback(
    (id: string, c: Partial<WidgetUrlState>) =>
      setSearch((prev) => writeDashboardUrl(prev, withWidgetState(parseDashboardUrl(prev), id, c)), { replace: true }),
    [setSearch],
  );

  return (
    <>
      {unknown.length > 0 && <Alert type="warning" showIcon title={msg('dashboard.unknownWidgets', unknown.map((w) => w.widget).join(', '))} />}
      <DashboardGrid
        items={shown.filter((w) => widgetByKey(w.widget))}
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
              state={urlState.widgets[id] ?? {}}
              onStateChange={(c) => change(id, c)}
              bodyHeight={bodyHeight}
            />
          );
        }}
      />
    </>
  );
}
