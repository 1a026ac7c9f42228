/**
 * What a widget offers and what it shows by default (spec sections 3 and 9): its time periods by timePeriodType,
 * its top-N choices by topNType (or by the display type shown), its refresh intervals by intervalType, its autoplay
 * rotations by autoplayType, and the display types among its components. The user's choices (URL state) win when the
 * widget offers them; anything else falls back to the catalogue's default.
 */
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
    autoplaySeconds: autoplayList?.default,
    asTable: state.asTable === true || displayType === 'table',
  };
}
