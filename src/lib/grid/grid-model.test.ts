import { describe, expect, it } from 'vitest';
import { createGridModel, type GridQuery } from './grid-model.ts';
import type { GridColumn } from './types.ts';

interface Row {
  id: string;
  name: string;
  risk: number;
  type: string;
}

const columns: GridColumn<Row>[] = [
  { key: 'name', name: 'Name' },
  { key: 'risk', name: 'Risk', sortDescendingFirst: true },
  { key: 'type', name: 'Type' },
];
const rowKey = (r: Row) => r.id;
const q = (over: Partial<GridQuery> = {}): GridQuery => ({ filters: {}, sort: [], expansion: [], selected: [], ...over });

const gates: Row[] = [
  { id: 'g1', name: 'Gate-A', risk: 3, type: 'FGT' },
  { id: 'g2', name: 'Gate-B', risk: 5, type: 'FGT' },
  { id: 'g3', name: 'Gate-C', risk: 1, type: 'FGT' },
];
const aps: Record<string, Row[]> = {
  g1: [
    { id: 'a1', name: 'AP-lobby', risk: 4, type: 'FAP' },
    { id: 'a2', name: 'AP-hall', risk: 2, type: 'FAP' },
  ],
  g3: [{ id: 'a3', name: 'AP-roof', risk: 5, type: 'FAP' }],
};
const names = (items: ReturnType<ReturnType<typeof createGridModel<Row>>['window']>) =>
  items.map((i) => (i.kind === 'row' ? `${'  '.repeat(i.level)}${i.row.name}` : `[${i.label} ${i.size}]`));

describe('createGridModel', () => {
  it('searches and sorts flat rows, counting what matches of all', () => {
    const model = createGridModel(gates, { columns, rowKey });
    expect(model.query(q({ sort: [{ columnKey: 'risk', direction: 'DESC' }] }))).toMatchObject({ shown: 3, count: 3, total: 3 });
    expect(names(model.window(0, 9))).toEqual(['Gate-B', 'Gate-A', 'Gate-C']);
    expect(model.query(q({ filters: { name: 'gate-a' } }))).toMatchObject({ shown: 1, count: 1, total: 3 });
    expect(names(model.window(0, 9))).toEqual(['Gate-A']);
    expect(model.keys({ kind: 'all' })).toEqual(['g1']);
  });

  it('shows a tree closed, opens a parent on request, and opens parents shown only for a matching child', () => {
    const model = createGridModel(gates, { columns, rowKey, getChildren: (r) => aps[r.id] });
    model.query(q());
    expect(names(model.window(0, 9))).toEqual(['Gate-A', 'Gate-B', 'Gate-C']);
    expect(model.query(q({ expansion: [['g1', true]] })).shown).toBe(5);
    const items = model.window(0, 9);
    expect(names(items)).toEqual(['Gate-A', '  AP-lobby', '  AP-hall', 'Gate-B', 'Gate-C']);
    expect(items[1]).toMatchObject({ kind: 'row', level: 1, parent: 0 });
    expect(items[0]).toMatchObject({ kind: 'row', hasChildren: true, expanded: true, parent: -1 });
    expect(model.query(q({ filters: { name: 'roof' } }))).toMatchObject({ shown: 2, count: 1 });
    expect(names(model.window(0, 9))).toEqual(['Gate-C', '  AP-roof']);
    // what an export writes: every matching row, children after their parent
    expect(model.allRows().map((r) => r.name)).toEqual(['Gate-C', 'AP-roof']);
  });

  it('groups rows with their sizes and checkbox states, and gives the keys of a group or a range', () => {
    const rows = [...gates, ...aps.g1, ...aps.g3];
    const model = createGridModel(rows, { columns, rowKey, groupBy: { key: (r) => r.type } });
    const state = model.query(q({ selected: ['a1', 'a2', 'a3'] }));
    expect(state).toMatchObject({ shown: 8, count: 6, check: { all: false, some: true } });
    const items = model.window(0, 9);
    expect(names(items)).toEqual(['[FAP 3]', ' '.repeat(2) + 'AP-lobby', '  AP-hall', '  AP-roof', '[FGT 3]', '  Gate-A', '  Gate-B', '  Gate-C']);
    expect(items[0]).toMatchObject({ kind: 'group', check: { all: true, some: false } });
    expect(items[4]).toMatchObject({ kind: 'group', check: { all: false, some: false } });
    expect(model.keys({ kind: 'group', key: 'FGT' })).toEqual(['g1', 'g2', 'g3']);
    expect(model.keys({ kind: 'range', first: 3, last: 5 })).toEqual(['a3', 'g1']);
    model.query(q({ expansion: [['FAP', false]] }));
    expect(names(model.window(0, 1))).toEqual(['[FAP 3]', '[FGT 3]']);
  });
});

describe('createGridModel search texts', () => {
  it('reads them in slices ahead of a search, and then finds what reading them at once finds', () => {
    const model = createGridModel(gates, { columns, rowKey, getChildren: (r) => aps[r.id] });
    // three gates, then three access points: two rows at a time
    expect(model.warm('name', 2)).toBe(false);
    expect(model.warm('name', 2)).toBe(false);
    expect(model.warm('name', 2)).toBe(true);
    expect(model.query(q({ filters: { name: 'ap-h' } }))).toMatchObject({ shown: 2, count: 1 });
    expect(names(model.window(0, 9))).toEqual(['Gate-A', '  AP-hall']);
    // a search on a column only partly read reads the rest first
    model.warm('type', 1);
    expect(model.query(q({ filters: { type: 'fgt' } }))).toMatchObject({ count: 3 });
    expect(model.warm(undefined, 100)).toBe(true);
  });

  it('answers a question that differs only in its selection with the same rows and the new checkbox state', () => {
    const model = createGridModel(gates, { columns, rowKey });
    const sort = [{ columnKey: 'risk', direction: 'DESC' }] as const;
    expect(model.query(q({ sort }))).toMatchObject({ shown: 3, check: { all: false, some: false } });
    expect(model.query(q({ sort, selected: ['g2'] }))).toMatchObject({ shown: 3, check: { all: false, some: true } });
    expect(model.query(q({ sort, selected: ['g1', 'g2', 'g3'] })).check).toEqual({ all: true, some: false });
    expect(names(model.window(0, 9))).toEqual(['Gate-B', 'Gate-A', 'Gate-C']);
  });
});
