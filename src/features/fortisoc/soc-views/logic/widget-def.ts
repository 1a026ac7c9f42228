/**
 * A SOC view drawn as the dashboards draw a widget (their WidgetFrame: display types, time period, top-N, refresh,
 * table view, CSV, drill-down): the view's own title and display types, with the options of the dashboard widget
 * that reads the same data view (its time periods, refresh intervals, top-N rule and description) where there is
 * one, else those of an ordinary widget.
 */
import type { WidgetDef } from '@/features/fortiview/dashboards/index.ts';
import type { SocGroupDef, SocViewDef } from '../catalog.ts';

/** What an ordinary widget offers: the normal time periods and refresh intervals, top-N by display type. */
const ORDINARY = { timePeriodType: 'normal', intervalType: 'normal', topNType: null, noTop: false } as const;

export function socWidgetDef(
  view: SocViewDef,
  group: Pick<SocGroupDef, 'key'>,
  widgets: readonly WidgetDef[],
  viewDescription?: string,
): WidgetDef {
  const twin = widgets.find((w) => w.viewName === view.viewName);
  return {
    key: view.key,
    title: view.title,
    description: twin?.description ?? viewDescription ?? view.title,
    group: group.key,
    isSdWan: false,
    isCsf: false,
    viewName: view.viewName,
    type: view.default,
    components: Object.fromEntries(view.displayTypes.map((t) => [t, t])),
    timePeriodType: twin?.timePeriodType ?? ORDINARY.timePeriodType,
    intervalType: twin?.intervalType ?? ORDINARY.intervalType,
    topNType: twin ? twin.topNType : ORDINARY.topNType,
    noTop: twin?.noTop ?? ORDINARY.noTop,
    // a SOC view shows all its rows: no autoplay pages
    autoplayType: null,
  };
}
