import { DEVICE_TYPE_LABELS, DEVICE_TYPE_ORDER } from './products.ts';
import type { DeviceTypeKey, VulnerableDeviceRow } from './types.ts';

export interface FabricNode {
  row: VulnerableDeviceRow;
  /** Access points, switches and extenders of a FortiGate (empty for assets; do not push into it). */
  children: FabricNode[];
}

export interface FabricTreeOptions {
  /** Keep only vulnerable rows, plus the FortiGates whose assets are vulnerable. */
  vulnerableOnly?: boolean;
}

/** The Fabric View's rows: the top level in order, and each FortiGate's assets. */
export interface FabricRows {
  top: VulnerableDeviceRow[];
  children: Map<VulnerableDeviceRow, VulnerableDeviceRow[]>;
}

/**
 * Fabric View: each managed device with the access points, switches and extenders it manages (by 'scope member').
 * An asset whose FortiGate is not in the list stays at the top level so that it is never lost. Rows only, no node
 * per row: the fleet worker builds it over 180,000 rows once the fleet is in.
 */
export function fabricRows(rows: readonly VulnerableDeviceRow[], options: FabricTreeOptions = {}): FabricRows {
  const vulnerableOnly = options.vulnerableOnly ?? false;
  const roots: VulnerableDeviceRow[] = [];
  const byName = new Map<string, VulnerableDeviceRow>();
  for (const row of rows) {
    if (row.kind !== 'device') continue;
    roots.push(row);
    if (!byName.has(row.name)) byName.set(row.name, row);
  }
  const children = new Map<VulnerableDeviceRow, VulnerableDeviceRow[]>();
  const orphans: VulnerableDeviceRow[] = [];
  for (const row of rows) {
    if (row.kind === 'device') continue;
    if (vulnerableOnly && !row.vulnerabilities.length) continue;
    const parent = row.parentName === null ? undefined : byName.get(row.parentName);
    if (!parent) orphans.push(row);
    else {
      const kids = children.get(parent);
      if (kids) kids.push(row);
      else children.set(parent, [row]);
    }
  }
  const all = roots.concat(orphans);
  return { top: vulnerableOnly ? all.filter((r) => r.vulnerabilities.length > 0 || children.has(r)) : all, children };
}

/** The Fabric View as a tree of nodes (see fabricRows). */
export function buildFabricTree(rows: readonly VulnerableDeviceRow[], options: FabricTreeOptions = {}): FabricNode[] {
  const { top, children } = fabricRows(rows, options);
  return top.map((row) => ({ row, children: children.get(row)?.map((kid) => ({ row: kid, children: NO_CHILDREN })) ?? NO_CHILDREN }));
}

// leaves share one empty list: a large fleet has far more assets than FortiGates
const NO_CHILDREN: FabricNode[] = Object.freeze([]) as unknown as FabricNode[];

/** Fabric tree flattened for a grid, with each row's depth (0 device, 1 asset). */
export function flattenFabricTree(
  nodes: readonly FabricNode[],
  isExpanded: (row: VulnerableDeviceRow) => boolean = () => true,
): Array<{ row: VulnerableDeviceRow; depth: 0 | 1; childCount: number }> {
  const out: Array<{ row: VulnerableDeviceRow; depth: 0 | 1; childCount: number }> = [];
  for (const n of nodes) {
    out.push({ row: n.row, depth: 0, childCount: n.children.length });
    if (n.children.length && isExpanded(n.row)) for (const c of n.children) out.push({ row: c.row, depth: 1, childCount: 0 });
  }
  return out;
}

export interface DeviceTypeGroup {
  key: DeviceTypeKey;
  label: string;
  rows: VulnerableDeviceRow[];
}

/** Device Type View: rows grouped by type (FortiGate, other OS types, FortiAP variants, FortiSwitch, FortiExtender). */
export function groupByDeviceType(rows: readonly VulnerableDeviceRow[]): DeviceTypeGroup[] {
  const groups = new Map<DeviceTypeKey, VulnerableDeviceRow[]>();
  for (const row of rows) {
    let list = groups.get(row.deviceType);
    if (!list) groups.set(row.deviceType, (list = []));
    list.push(row);
  }
  return DEVICE_TYPE_ORDER.filter((k) => groups.has(k)).map((key) => ({
    key,
    label: DEVICE_TYPE_LABELS[key],
    rows: groups.get(key)!,
  }));
}
