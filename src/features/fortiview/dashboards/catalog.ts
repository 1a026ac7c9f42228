/**
 * The dashboard catalogues of specs/catalog, typed for the screens: dashboards with their widget placements,
 * widget definitions, data views (with the family of their rows), the option lists of section 9 and the grid.
 */
import { dashboards as dashboardCatalog } from '@generated/catalog/dashboards.ts';
import { widgets as widgetCatalog } from '@generated/catalog/widgets.ts';
import { fortiviewViews } from '@generated/catalog/fortiview-views.ts';
import { dashboardOptions } from '@generated/catalog/dashboard-options.ts';
import type { Family } from '@/lib/charts/index.ts';
import type { OptionCatalogues, WidgetKind } from './logic/widget-options.ts';
import type { DashboardAvailability } from './logic/visible-dashboards.ts';

export interface DashboardWidgetPlacement {
  id: string;
  widget: string;
  x: number;
  y: number;
  w: number;
  h: number;
  defaultHide?: boolean;
}

export interface DashboardDef extends DashboardAvailability {
  title: string;
  folder: string;
  fixed?: boolean;
  widgets: readonly DashboardWidgetPlacement[];
}

export interface WidgetDef extends WidgetKind {
  key: string;
  title: string;
  description: string;
  group: string;
  /** an SD-WAN widget (offered first on SD-WAN custom views) */
  isSdWan: boolean;
  /** a security fabric widget (offered first on security fabric custom views) */
  isCsf: boolean;
}

export interface FolderDef {
  key: string;
  title: string;
}

export const allDashboards = dashboardCatalog.dashboards as unknown as readonly DashboardDef[];
export const folders = dashboardCatalog.folders as unknown as readonly FolderDef[];
export const allWidgets = widgetCatalog.widgets as unknown as readonly WidgetDef[];
/** Sections of the add-widget catalogue, in order, with their titles. */
export const widgetGroups = widgetCatalog.groups as readonly { key: string; title: string }[];

const widgetIndex = new Map(allWidgets.map((w) => [w.key, w]));
const viewIndex = new Map<string, { family: string }>(fortiviewViews.views.map((v) => [v.viewName, v]));

export function widgetByKey(key: string): WidgetDef | undefined {
  return widgetIndex.get(key);
}

export function dashboardByUuid(uuid: string | undefined): DashboardDef | undefined {
  return allDashboards.find((d) => d.uuid === uuid);
}

/** The family of rows a data view answers; an unknown view is read as a table of top rows. */
export function familyOf(viewName: string): Family {
  return (viewIndex.get(viewName)?.family ?? 'top') as Family;
}

export const optionCatalogues = dashboardOptions as unknown as OptionCatalogues;
export const gridSettings = dashboardOptions.grid as { columns: number; rowHeight: number; margin: number };
