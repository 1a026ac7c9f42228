/**
 * A dashboard's view in the URL, so a reload or a shared link shows the same thing: the dashboard's time period
 * (`period`) and each widget's own choices (`w.<widget id>`: `p` period, `n` top-N, `d` display type, `r` refresh
 * seconds, `a` autoplay seconds, `t` shown as a table), e.g. `?period=4hour&w.top-src=n:20,d:pie`.
 */

export interface WidgetUrlState {
  period?: string;
  topN?: number;
  displayType?: string;
  refreshSeconds?: number;
  /** seconds between two pages of an autoplaying widget */
  autoplaySeconds?: number;
  asTable?: boolean;
}

export interface DashboardUrlState {
  period?: string;
  widgets: Record<string, WidgetUrlState>;
}

const WIDGET_PREFIX = 'w.';
const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;

function parseWidget(value: string): WidgetUrlState {
  const state: WidgetUrlState = {};
  for (const part of value.split(',')) {
    const i = part.indexOf(':');
    if (i < 1) continue;
    const key = part.slice(0, i);
    const v = part.slice(i + 1);
    if (!TOKEN.test(v)) continue;
    if (key === 'p') state.period = v;
    else if (key === 'd') state.displayType = v;
    else if (key === 'n' && /^\d{1,4}$/.test(v)) state.topN = Number(v);
    else if (key === 'r' && /^\d{1,7}$/.test(v)) state.refreshSeconds = Number(v);
    else if (key === 'a' && /^\d{1,5}$/.test(v)) state.autoplaySeconds = Number(v);
    else if (key === 't' && v === '1') state.asTable = true;
  }
  return state;
}

function serializeWidget(state: WidgetUrlState): string {
  const parts: string[] = [];
  if (state.period) parts.push(`p:${state.period}`);
  if (state.topN !== undefined) parts.push(`n:${state.topN}`);
  if (state.displayType) parts.push(`d:${state.displayType}`);
  if (state.refreshSeconds !== undefined) parts.push(`r:${state.refreshSeconds}`);
  if (state.autoplaySeconds !== undefined) parts.push(`a:${state.autoplaySeconds}`);
  if (state.asTable) parts.push('t:1');
  return parts.join(',');
}

/** Reads the dashboard's state; anything malformed is left out (the widget then shows its default). */
export function parseDashboardUrl(search: URLSearchParams): DashboardUrlState {
  const widgets: Record<string, WidgetUrlState> = {};
  for (const [key, value] of search) {
    if (!key.startsWith(WIDGET_PREFIX)) continue;
    const id = key.slice(WIDGET_PREFIX.length);
    if (!TOKEN.test(id)) continue;
    const state = parseWidget(value);
    if (Object.keys(state).length) widgets[id] = state;
  }
  const period = search.get('period');
  return { period: period && TOKEN.test(period) ? period : undefined, widgets };
}

/** Writes the state into a copy of `search`, keeping parameters that are not the dashboard's. */
export function writeDashboardUrl(search: URLSearchParams, state: DashboardUrlState): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of search) {
    if (key !== 'period' && !key.startsWith(WIDGET_PREFIX)) next.append(key, value);
  }
  if (state.period) next.set('period', state.period);
  for (const id of Object.keys(state.widgets).sort()) {
    const value = serializeWidget(state.widgets[id]);
    if (value) next.set(`${WIDGET_PREFIX}${id}`, value);
  }
  return next;
}

/** The state with one widget's choices changed (undefined values drop the choice, back to the default). */
export function withWidgetState(state: DashboardUrlState, id: string, change: Partial<WidgetUrlState>): DashboardUrlState {
  const merged: WidgetUrlState = { ...state.widgets[id], ...change };
  for (const k of Object.keys(merged) as (keyof WidgetUrlState)[]) if (merged[k] === undefined) delete merged[k];
  const widgets = { ...state.widgets, [id]: merged };
  if (!Object.keys(merged).length) delete widgets[id];
  return { ...state, widgets };
}
