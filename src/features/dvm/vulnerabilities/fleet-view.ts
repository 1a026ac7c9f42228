/**
 * The matched fleet where it is kept: in the fleet worker (./fleet.worker.ts) or, without workers, on the page. The
 * dialog holds a FleetView: the counts, and sources its grid asks for the rows on screen of either display option
 * (see @/lib/grid/grid-source.ts); the rows of a selection, the Setup Upgrade wizard's devices and the CSV export are
 * asked for when needed. So the page's heap does not grow with the fleet.
 */
import { createGridModel, type GridModel } from '@/lib/grid/grid-model.ts';
import type { GridSource } from '@/lib/grid/grid-source.ts';
import { toCsv } from '@/lib/grid/csv.ts';
import {
  DEVICE_TYPE_LABELS,
  DEVICE_TYPE_ORDER,
  fabricRows,
  type DeviceTypeKey,
  type PsirtData,
  type Risk,
  type VulnerableDeviceRow,
  type VulnerableDevicesResult,
} from './logic/index.ts';
import { deviceColumnDefs } from './device-columns.ts';
import type { ViewMode } from './view-state.ts';

export interface FleetSummary {
  /** vulnerable rows (the headline's figure) */
  vulnerable: number;
  countsPerRisk: Record<Risk, number>;
  skipped: VulnerableDevicesResult['skipped'];
  /** every row matched (vulnerable or not) */
  rows: number;
}

/** The matched fleet as the page sees it. */
export interface FleetView {
  summary: FleetSummary;
  advisories: PsirtData['byIrNumber'];
  /** the grid's rows of a display option */
  source(view: ViewMode): GridSource<VulnerableDeviceRow>;
  /** rows by key (a selection, a linked device); unknown keys are left out */
  rows(keys: readonly string[]): Promise<VulnerableDeviceRow[]>;
  /** every vulnerable row (the Setup Upgrade wizard's devices) */
  vulnerableRows(): Promise<VulnerableDeviceRow[]>;
}

const typeOrder = (a: string, b: string) => DEVICE_TYPE_ORDER.indexOf(a as DeviceTypeKey) - DEVICE_TYPE_ORDER.indexOf(b as DeviceTypeKey);
const typeLabel = (key: string) => DEVICE_TYPE_LABELS[key as DeviceTypeKey] ?? key;
const rowKey = (r: VulnerableDeviceRow) => r.key;

/** The grid models of both display options over a matched fleet, each built when first asked for. */
export interface FleetModels {
  summary: FleetSummary;
  model(view: ViewMode): GridModel<VulnerableDeviceRow>;
  rows(keys: readonly string[]): VulnerableDeviceRow[];
  vulnerableRows: readonly VulnerableDeviceRow[];
  csv(view: ViewMode): string;
}

export function createFleetModels(result: Omit<VulnerableDevicesResult, 'advisories'>): FleetModels {
  const columns = deviceColumnDefs();
  const models = new Map<ViewMode, GridModel<VulnerableDeviceRow>>();
  let byKey: Map<string, VulnerableDeviceRow> | undefined;
  const model = (view: ViewMode) => {
    let m = models.get(view);
    if (m) return m;
    if (view === 'fabric') {
      const { top, children } = fabricRows(result.rows, { vulnerableOnly: true });
      m = createGridModel(top, { columns, rowKey, getChildren: (r) => children.get(r) });
    } else {
      m = createGridModel(result.vulnerableRows, { columns, rowKey, groupBy: { key: (r) => r.deviceType, label: typeLabel, compare: typeOrder } });
    }
    models.set(view, m);
    return m;
  };
  return {
    summary: {
      vulnerable: result.vulnerableRows.length,
      countsPerRisk: result.countsPerRisk,
      skipped: result.skipped,
      rows: result.rows.length,
    },
    model,
    rows(keys) {
      byKey ??= new Map(result.rows.map((r) => [r.key, r]));
      return keys.map((k) => byKey!.get(k)).filter((r): r is VulnerableDeviceRow => r !== undefined);
    },
    vulnerableRows: result.vulnerableRows,
    csv: (view) => toCsv(columns, model(view).allRows()),
  };
}

/** A FleetView over rows matched on the page (no worker). */
export function localFleetView(result: VulnerableDevicesResult): FleetView {
  const models = createFleetModels(result);
  const sources = new Map<ViewMode, GridSource<VulnerableDeviceRow>>();
  return {
    summary: models.summary,
    advisories: result.advisories,
    source(view) {
      let s = sources.get(view);
      if (!s) {
        const m = models.model(view);
        s = {
          version: 0,
          query: async (q, first, last) => ({ state: m.query(q), first, items: m.window(first, last) }),
          window: async (first, last) => m.window(first, last),
          keys: async (scope) => m.keys(scope),
          csv: async () => models.csv(view),
        };
        sources.set(view, s);
      }
      return s;
    },
    rows: async (keys) => models.rows(keys),
    vulnerableRows: async () => models.vulnerableRows.slice(),
  };
}
