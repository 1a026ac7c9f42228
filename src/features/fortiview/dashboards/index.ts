// the feature's texts of the message catalogue, for whatever of it is used first
import './text.ts';
export { DashboardView, type DashboardViewProps } from './dashboard-view.tsx';
export { DashboardGrid, type DashboardGridProps, type GridItemPlacement } from './dashboard-grid.tsx';
export { WidgetFrame, type WidgetFrameProps } from './widget-frame.tsx';
export { NocMode, type NocModeProps } from './noc-mode.tsx';
export { HiddenWidgetsMenu, type HiddenWidgetsMenuProps } from './hidden-widgets-menu.tsx';
export { parseShown, writeShown } from './logic/hidden-widgets.ts';
export { PeriodPicker, periodLabel, type PeriodPickerProps } from './period-picker.tsx';
export {
  allDashboards,
  allWidgets,
  dashboardByUuid,
  folders,
  gridSettings,
  optionCatalogues,
  widgetGroups,
  widgetByKey,
  type DashboardDef,
  type DashboardWidgetPlacement,
  type FolderDef,
  type WidgetDef,
} from './catalog.ts';
export { visibleDashboards, isDashboardAvailable, type DashboardContext } from './logic/visible-dashboards.ts';
export { useWidgetData, type WidgetQuerySpec } from './api.ts';
export { parsePeriod, periodOrDefault, periodRange, lastNToken, customToken, type PeriodKind, type LastNUnit } from './logic/time-period.ts';
export { drillDownOf, type DrillDown } from './logic/drill-down.ts';
