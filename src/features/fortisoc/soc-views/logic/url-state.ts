/**
 * A SOC view's choices in the address, so a reload or a shared link shows the same thing (the view itself is the
 * path): `display` the display type, `period` the time period, `top` the top-N, `table` (1) a chart shown as a table,
 * `refresh` the refresh period in seconds; e.g. /fortisoc/socviews/top-threats?display=bar&period=1week&top=20.
 * A malformed value is left out (the view then shows its default); the options the view offers are checked where
 * they are known (the dashboards' widget settings).
 */
export interface SocViewUrlState {
  period?: string;
  topN?: number;
  displayType?: string;
  refreshSeconds?: number;
  asTable?: boolean;
}

const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;
const PARAMS = ['display', 'period', 'top', 'table', 'refresh'] as const;

export function parseSocViewUrl(search: URLSearchParams): SocViewUrlState {
  const state: SocViewUrlState = {};
  const token = (name: string) => {
    const v = search.get(name);
    return v && TOKEN.test(v) ? v : undefined;
  };
  const display = token('display');
  if (display) state.displayType = display;
  const period = token('period');
  if (period) state.period = period;
  const top = search.get('top');
  if (top && /^\d{1,4}$/.test(top)) state.topN = Number(top);
  const refresh = search.get('refresh');
  if (refresh && /^\d{1,7}$/.test(refresh)) state.refreshSeconds = Number(refresh);
  if (search.get('table') === '1') state.asTable = true;
  return state;
}

/** `search` with the view's choices replaced (undefined ones dropped, other parameters kept). */
export function writeSocViewUrl(search: URLSearchParams, state: SocViewUrlState): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const p of PARAMS) next.delete(p);
  if (state.displayType) next.set('display', state.displayType);
  if (state.period) next.set('period', state.period);
  if (state.topN !== undefined) next.set('top', String(state.topN));
  if (state.refreshSeconds !== undefined) next.set('refresh', String(state.refreshSeconds));
  if (state.asTable) next.set('table', '1');
  return next;
}

/** The state with a change applied: an undefined value drops that choice. */
export function withChange(state: SocViewUrlState, change: Partial<SocViewUrlState>): SocViewUrlState {
  const merged: SocViewUrlState = { ...state, ...change };
  for (const k of Object.keys(merged) as (keyof SocViewUrlState)[]) if (merged[k] === undefined) delete merged[k];
  return merged;
}
