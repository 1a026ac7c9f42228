/**
 * What a widget offers and what it shows by default (spec sections 3 and 9): its time periods by timePeriodType,
 * its top-N choices by topNType (or by the display type shown), its refresh intervals by intervalType, its autoplay
 * rotations by autoplayType, the display types among its components (each reading the data view its viewTypeNameMap
 * names, if any), the renderer that draws its default display type (renderer) and its table's tableMode. The user's
 * choices (URL state) win when the widget offers them; anything else falls back to the catalogue's default.
 */
import type { TableMode } from '@/lib/charts/index.ts';
import { periodOrDefault, type PeriodKind } from './time-period.ts';
import type { WidgetUrlState } from './url-state.ts';

export interface NumberList {
  options: readonly number[];
  default: number;
}

export interface IntervalOption {
  seconds: number;
  label: string;
}

export interface IntervalList {
  options: readonly IntervalOption[];
  default: number;
}

export interface WidgetKind {
  type: string;
  viewName: string;
  components: Readonly<Record<string, string | undefined>>;
  timePeriodType: string;
  topNType?: string | null;
  noTop?: boolean;
  intervalType: string;
  autoplayType?: string | null;
  viewTypeNameMap?: Readonly<Record<string, string | undefined>>;
  /** lite: a lighter table (spec section 3); full otherwise */
  tableMode?: string;
  /** a renderer of the whole widget (device-status), drawing its default display type */
  renderer?: string | null;
}

export interface OptionCatalogues {
  timePeriods: Readonly<Record<string, PeriodKind | undefined>>;
  topN: Readonly<Record<string, NumberList | undefined>>;
  refresh: Readonly<Record<string, IntervalList | undefined>>;
  autoplay: Readonly<Record<string, IntervalList | undefined>>;
}

export interface WidgetSettings {
  displayType: string;
  displayTypes: string[];
  viewName: string;
  periodKind: PeriodKind | undefined;
  period: string | undefined;
  topNList: NumberList | undefined;
  topN: number | undefined;
  refreshList: IntervalList | undefined;
  refreshSeconds: number | undefined;
  autoplayList: IntervalList | undefined;
  autoplaySeconds: number | undefined;
  /** the widget's renderer, when the display type shown is the one it draws */
  renderer: string | undefined;
  tableMode: TableMode;
  /** the period kind offers one period and nothing else: said, not chosen */
  periodFixed: boolean;
  asTable: boolean;
}

/**
 * The settings a widget runs with. `dashboardPeriod` is the dashboard's period: a widget follows it unless it has
 * its own, and when its kind offers it (a system widget keeps its own short periods).
 */
export function widgetSettings(
  kind: WidgetKind,
  state: WidgetUrlState,
  catalogues: OptionCatalogues,
  dashboardPeriod?: string,
): WidgetSettings {
  const displayTypes = Object.keys(kind.components).filter((t) => kind.components[t]);
  const displayType = state.displayType && displayTypes.includes(state.displayType) ? state.displayType : kind.type;
  const viewName = kind.viewTypeNameMap?.[displayType] ?? kind.viewName;

  const periodKind = catalogues.timePeriods[kind.timePeriodType];
  const period = periodKind ? periodOrDefault(state.period ?? dashboardPeriod, periodKind) : undefined;

  const topNList = kind.noTop ? undefined : catalogues.topN[kind.topNType ?? displayType] ?? catalogues.topN[kind.type];
  const topN = topNList ? (state.topN !== undefined && topNList.options.includes(state.topN) ? state.topN : topNList.default) : undefined;

  const refreshList = catalogues.refresh[kind.intervalType];
  const refreshSeconds = refreshList
    ? state.refreshSeconds !== undefined && refreshList.options.some((o) => o.seconds === state.refreshSeconds)
      ? state.refreshSeconds
      : refreshList.default
    : undefined;

  const autoplayList = kind.autoplayType ? catalogues.autoplay[kind.autoplayType] : undefined;
  const autoplaySeconds = autoplayList
    ? state.autoplaySeconds !== undefined && autoplayList.options.some((o) => o.seconds === state.autoplaySeconds)
      ? state.autoplaySeconds
      : autoplayList.default
    : undefined;

  const renderer = kind.renderer && displayType === kind.type ? kind.renderer : undefined;
  return {
    displayType,
    displayTypes,
    viewName,
    periodKind,
    period,
    topNList,
    topN,
    refreshList,
    refreshSeconds,
    autoplayList,
    autoplaySeconds,
    renderer,
    tableMode: kind.tableMode === 'lite' ? 'lite' : 'full',
    periodFixed: !!periodKind && periodKind.options.length === 1 && periodKind.options[0].kind !== 'lastN' && periodKind.options[0].kind !== 'custom',
    // a table display type is a table, unless the widget's renderer draws it
    asTable: state.asTable === true || (displayType === 'table' && !renderer),
  };
}
