import type { ColumnFilters } from '@/lib/grid/types.ts';

/** Display Options of the Vulnerable Devices dialog. */
export type ViewMode = 'fabric' | 'type';

/** What the Vulnerable Devices dialog shows; on /vulnerabilities it lives in the URL so it can be linked. */
export interface VulnerabilityViewState {
  view: ViewMode;
  /** column searches of the device grid, by column key */
  filters: ColumnFilters;
  /** row key of the device whose Device Vulnerabilities dialog is open */
  device: string | null;
}

export const DEFAULT_VIEW_STATE: VulnerabilityViewState = { view: 'fabric', filters: {}, device: null };

/** Column keys of the device grid, which are also the searchable ones. */
export const DEVICE_COLUMN_KEYS = ['name', 'severity', 'platform', 'firmware', 'suggested', 'vulnerabilities'] as const;

const FILTER_PREFIX = 'q.';

/** The state a URL's search params describe; unknown or malformed parts fall back to the defaults. */
export function readViewState(params: URLSearchParams): VulnerabilityViewState {
  const view: ViewMode = params.get('view') === 'type' ? 'type' : 'fabric';
  const filters: Record<string, string> = {};
  for (const key of DEVICE_COLUMN_KEYS) {
    const v = params.get(FILTER_PREFIX + key);
    if (v) filters[key] = v;
  }
  const device = params.get('device') || null;
  return { view, filters, device };
}

/**
 * Search params for a state, keeping the params that are not the dialog's (e.g. the mock persona). Defaults are
 * left out so a plain link stays plain.
 */
export function writeViewState(state: VulnerabilityViewState, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of base) {
    if (k === 'view' || k === 'device' || k.startsWith(FILTER_PREFIX)) continue;
    out.append(k, v);
  }
  if (state.view !== 'fabric') out.set('view', state.view);
  for (const key of DEVICE_COLUMN_KEYS) {
    const v = state.filters[key];
    if (v) out.set(FILTER_PREFIX + key, v);
  }
  if (state.device) out.set('device', state.device);
  return out;
}
