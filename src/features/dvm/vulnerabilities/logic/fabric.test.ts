import { describe, expect, it } from 'vitest';
import { buildFabricTree, fabricRows, flattenFabricTree, groupByDeviceType } from './fabric.ts';
import { buildVulnerableDeviceRows } from './rows.ts';
import { DEVICES, EXTENDERS, PSIRT, SWITCHES, WTPS } from './test-data.ts';

const { rows } = buildVulnerableDeviceRows({ psirt: PSIRT, devices: DEVICES, wtps: WTPS, switches: SWITCHES, extenders: EXTENDERS });
const names = (nodes: { row: { name: string } }[]) => nodes.map((n) => n.row.name);

describe('Fabric View', () => {
  it('puts each FortiGate first with its access points, switches and extenders under it', () => {
    const tree = buildFabricTree(rows);
    expect(names(tree)).toEqual(['BR-ATL-001', 'BR-BOS-001', 'BR-CHI-001', 'DC1-CORE-FW01', 'LOG-FAZ-01', 'ORPHAN-FEX01']);
    expect(names(tree[0].children)).toEqual(['BR-ATL-001-AP01', 'BR-ATL-001-AP02']);
    expect(names(tree[3].children)).toEqual(['DC1-CORE-FW01-SW01']);
    expect(names(tree[2].children)).toEqual(['BR-CHI-001-FEX01']);
  });

  it('with vulnerable rows only, keeps a clean FortiGate whose assets are vulnerable', () => {
    const tree = buildFabricTree(rows, { vulnerableOnly: true });
    expect(names(tree)).toEqual(['BR-ATL-001', 'BR-BOS-001', 'BR-CHI-001', 'DC1-CORE-FW01', 'LOG-FAZ-01']);
    expect(tree.find((n) => n.row.name === 'BR-BOS-001')!.children).toEqual([]);
  });

  it('as rows (what the fleet worker shows): the same top level, and each FortiGate\'s vulnerable assets', () => {
    const { top, children } = fabricRows(rows, { vulnerableOnly: true });
    expect(top.map((r) => r.name)).toEqual(names(buildFabricTree(rows, { vulnerableOnly: true })));
    expect(children.get(top[0])?.map((r) => r.name)).toEqual(['BR-ATL-001-AP01', 'BR-ATL-001-AP02']);
    // a FortiGate without vulnerable assets has no entry
    expect(children.has(top.find((r) => r.name === 'BR-BOS-001')!)).toBe(false);
  });

  it('flattens with depth, hiding the children of collapsed devices', () => {
    const tree = buildFabricTree(rows);
    const flat = flattenFabricTree(tree, (r) => r.name !== 'BR-ATL-001');
    expect(flat[0]).toMatchObject({ depth: 0, childCount: 2 });
    expect(flat[1].row.name).toBe('BR-BOS-001');
    expect(flat.find((f) => f.row.name === 'DC1-CORE-FW01-SW01')?.depth).toBe(1);
  });
});

describe('Device Type View', () => {
  it('groups rows by type code and OS type', () => {
    const groups = groupByDeviceType(rows);
    expect(groups.map((g) => [g.key, g.label, g.rows.length])).toEqual([
      ['FGT', 'FortiGate', 4],
      ['FortiAnalyzer', 'FortiAnalyzer', 1],
      ['FAP', 'FortiAP', 1],
      ['FAPU', 'FortiAP-U', 1],
      ['FAPC', 'FortiAP-C', 1],
      ['FSW', 'FortiSwitch', 1],
      ['FXT', 'FortiExtender', 2],
    ]);
  });
});
