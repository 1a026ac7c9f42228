import { describe, expect, it } from 'vitest';
import { specExample } from '@/lib/api/testing/spec-mock.ts';
import type { DeviceConfigDiff } from '@generated/types/entities.ts';
import { countChanges, onlyChanges, sideBySide, type DiffRow } from './side-by-side.ts';

const kinds = (rows: Array<{ kind: string }>) => rows.map((r) => r.kind).join(' ');

describe('sideBySide', () => {
  it('faces unchanged lines, pairs a replaced line as changed, and numbers each side on its own', () => {
    const rows = sideBySide('a\nb\nc\n', 'a\nB\nc\nd\n');
    expect(kinds(rows)).toBe('same changed same added');
    expect(rows[1]).toEqual({ kind: 'changed', left: { no: 2, text: 'b' }, right: { no: 2, text: 'B' } });
    expect(rows[3]).toEqual({ kind: 'added', left: null, right: { no: 4, text: 'd' } });
  });

  it('a longer removed block leaves its rest as removed lines', () => {
    const rows = sideBySide('x\n1\n2\n3\ny\n', 'x\none\ny\n');
    expect(kinds(rows)).toBe('same changed removed removed same');
    expect(rows[4]).toEqual({ kind: 'same', left: { no: 5, text: 'y' }, right: { no: 3, text: 'y' } });
  });

  it('identical configurations give no change; a missing final newline is no extra line', () => {
    const rows = sideBySide('a\nb', 'a\nb\n');
    expect(countChanges(rows)).toEqual({ added: 0, removed: 0, changed: 0 });
    expect(rows).toHaveLength(2);
    expect(sideBySide('', '')).toEqual([]);
  });

  it("the spec's example: an address added and a policy's service changed", () => {
    const diff = specExample('getDeviceConfigDiff') as unknown as DeviceConfigDiff;
    const rows = sideBySide(diff.left, diff.right);
    const changedRight = rows.filter((r) => r.kind !== 'same').map((r) => r.right?.text.trim());
    expect(changedRight).toEqual(expect.arrayContaining(['edit "Branch-VLAN30"', 'set service "HTTPS" "DNS"', 'set logtraffic all']));
    const counts = countChanges(rows);
    expect(counts.added + counts.changed).toBeGreaterThanOrEqual(5);
    expect(counts.removed).toBe(0);
  });
});

describe('onlyChanges', () => {
  const same = (n: number): DiffRow => ({ kind: 'same', left: { no: n, text: `l${n}` }, right: { no: n, text: `l${n}` } });
  it('keeps the context around each change and folds the rest into gaps', () => {
    const rows = [...Array.from({ length: 10 }, (_, i) => same(i + 1)), { kind: 'added', left: null, right: { no: 11, text: 'new' } } as DiffRow, ...Array.from({ length: 6 }, (_, i) => same(i + 11))];
    const out = onlyChanges(rows, 2);
    expect(kinds(out)).toBe('gap same same added same same gap');
    expect(out[0]).toEqual({ kind: 'gap', count: 8 });
    expect(out[6]).toEqual({ kind: 'gap', count: 4 });
  });
  it('with nothing changed, everything is one gap; a single unchanged line is shown, not folded', () => {
    expect(onlyChanges([same(1), same(2)])).toEqual([{ kind: 'gap', count: 2 }]);
    const added: DiffRow = { kind: 'added', left: null, right: { no: 3, text: 'new' } };
    expect(kinds(onlyChanges([same(1), same(2), added], 1))).toBe('same same added');
  });
});
