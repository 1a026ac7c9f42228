import { describe, expect, it } from 'vitest';
import { buildTreeView, treeView } from './tree.ts';
import { buildGroupView, GroupHeader, groupRows } from './grouping.ts';
import type { GridColumn } from './types.ts';

interface Node {
  name: string;
  platform: string;
  children?: Node[];
}
const columns: GridColumn<Node>[] = [
  { key: 'name', name: 'Name' },
  { key: 'platform', name: 'Platform' },
];
const rows: Node[] = [
  {
    name: 'FGT-B',
    platform: 'FortiGate-60F',
    children: [
      { name: 'AP-2', platform: 'FortiAP-231F' },
      { name: 'SW-1', platform: 'FortiSwitch-124F' },
    ],
  },
  { name: 'FGT-A', platform: 'FortiGate-100F', children: [{ name: 'AP-1', platform: 'FortiAP-431F' }] },
  { name: 'FAZ', platform: 'FortiAnalyzer-300G' },
];
const base = { getChildren: (r: Node) => r.children, rowKey: (r: Node) => r.name };
const names = (r: Node[]) => r.map((x) => x.name);

describe('treeView', () => {
  it('starts collapsed and opens rows chosen by the user', () => {
    expect(names(treeView(rows, columns, { ...base, expansion: new Map() }).rows)).toEqual(['FGT-B', 'FGT-A', 'FAZ']);
    const view = treeView(rows, columns, { ...base, expansion: new Map([['FGT-B', true]]) });
    expect(names(view.rows)).toEqual(['FGT-B', 'AP-2', 'SW-1', 'FGT-A', 'FAZ']);
    expect(view.levelOf(view.rows[1])).toBe(1);
    expect(view.parentOf(view.rows[1])?.name).toBe('FGT-B');
    expect(view.isExpanded(rows[0])).toBe(true);
    expect(view.hasChildren(rows[2])).toBe(false);
  });

  it('sorts parents and children by the same columns', () => {
    const view = treeView(rows, columns, {
      ...base,
      expansion: new Map([['FGT-B', true]]),
      sort: [{ columnKey: 'name', direction: 'DESC' }],
    });
    expect(names(view.rows)).toEqual(['FGT-B', 'SW-1', 'AP-2', 'FGT-A', 'FAZ']);
  });

  it('shows parents of matching children, opened, with only the matching children', () => {
    const view = treeView(rows, columns, { ...base, expansion: new Map(), filters: { platform: 'fortiap' } });
    expect(names(view.rows)).toEqual(['FGT-B', 'AP-2', 'FGT-A', 'AP-1']);
  });

  it('lets the user close a parent opened by a search', () => {
    const view = treeView(rows, columns, { ...base, expansion: new Map([['FGT-B', false]]), filters: { platform: 'fortiap' } });
    expect(names(view.rows)).toEqual(['FGT-B', 'FGT-A', 'AP-1']);
    expect(names(view.allRows())).toEqual(['FGT-B', 'AP-2', 'FGT-A', 'AP-1']);
  });

  it('keeps all children of a matching parent', () => {
    const view = treeView(rows, columns, { ...base, expansion: new Map([['FGT-B', true]]), filters: { name: 'fgt-b' } });
    expect(names(view.rows)).toEqual(['FGT-B', 'AP-2', 'SW-1']);
  });

  it('exports every matching row with children after their parent, open or not', () => {
    const view = treeView(rows, columns, { ...base, expansion: new Map() });
    expect(names(view.allRows())).toEqual(['FGT-B', 'AP-2', 'SW-1', 'FGT-A', 'AP-1', 'FAZ']);
  });

  it('exports the children of closed parents in the sort order too', () => {
    const view = treeView(rows, columns, { ...base, expansion: new Map(), sort: [{ columnKey: 'name', direction: 'DESC' }] });
    expect(names(view.rows)).toEqual(['FGT-B', 'FGT-A', 'FAZ']);
    expect(view.hasChildren(rows[0])).toBe(true);
    expect(names(view.allRows())).toEqual(['FGT-B', 'SW-1', 'AP-2', 'FGT-A', 'AP-1', 'FAZ']);
  });

  it('orders only the children it shows until an export asks for the rest', () => {
    const sorted: string[] = [];
    const view = buildTreeView({
      ...base,
      rows,
      order: [0, 1, 2],
      expansion: new Map([['FGT-A', true]]),
      parentMatches: () => true,
      childMatches: () => true,
      filtering: false,
      sortChildren: (kids) => {
        sorted.push(...names([...kids]));
        return [...kids];
      },
    });
    expect(names(view.rows)).toEqual(['FGT-B', 'FGT-A', 'AP-1', 'FAZ']);
    expect(sorted).toEqual(['AP-1']);
    expect(names(view.allRows())).toEqual(['FGT-B', 'AP-2', 'SW-1', 'FGT-A', 'AP-1', 'FAZ']);
    expect(sorted).toEqual(['AP-1', 'AP-2', 'SW-1']);
  });
});

describe('groupRows', () => {
  it('groups in alphabetical group order, keeping row order within groups', () => {
    const g = groupRows(
      [
        { t: 'FortiGate', n: 1 },
        { t: 'FortiAP', n: 2 },
        { t: 'FortiGate', n: 3 },
      ],
      (r) => r.t,
    );
    expect(g.map(([k]) => k)).toEqual(['FortiAP', 'FortiGate']);
    expect(g[1][1].map((r) => r.n)).toEqual([1, 3]);
  });

  it('lists open groups with their rows and closed groups alone', () => {
    const rows = [
      { t: 'FortiGate', n: 1 },
      { t: 'FortiAP', n: 2 },
      { t: 'FortiGate', n: 3 },
    ];
    const view = buildGroupView(rows, (r) => r.t, (k) => `${k}s`, new Map([['FortiAP', false]]));
    expect(view.rows.map((r) => (r instanceof GroupHeader ? `[${r.label} ${r.rows.length}]` : r.n))).toEqual([
      '[FortiAPs 1]',
      '[FortiGates 2]',
      1,
      3,
    ]);
    expect(view.groupOf(rows[0])?.key).toBe('FortiGate');
    expect(view.allRows().map((r) => r.n)).toEqual([2, 1, 3]);
  });
});
