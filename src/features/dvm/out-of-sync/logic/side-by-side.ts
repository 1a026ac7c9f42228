import { diffLines } from 'diff';

/** One line of one side, numbered from 1. */
export interface DiffLine {
  no: number;
  text: string;
}

/** same: both sides equal; changed: a removed line paired with an added one; removed/added: one side only. */
export type DiffKind = 'same' | 'changed' | 'removed' | 'added';

export interface DiffRow {
  kind: DiffKind;
  left: DiffLine | null;
  right: DiffLine | null;
}

/** Unchanged rows left out of a "changes only" view. */
export interface DiffGap {
  kind: 'gap';
  count: number;
}

export interface DiffCounts {
  added: number;
  removed: number;
  changed: number;
}

function linesOf(value: string): string[] {
  const lines = value.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function withFinalNewline(text: string): string {
  return text === '' || text.endsWith('\n') ? text : `${text}\n`;
}

/**
 * The two configurations as side-by-side rows (the line diff is jsdiff's): unchanged lines face each other; a block
 * of removed lines followed by added ones is paired line by line as changed, the longer side's rest as removed or
 * added.
 */
export function sideBySide(left: string, right: string): DiffRow[] {
  const rows: DiffRow[] = [];
  let l = 0;
  let r = 0;
  // a missing final newline is not a change
  const parts = diffLines(withFinalNewline(left), withFinalNewline(right));
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const lines = linesOf(part.value);
    if (part.removed) {
      const next = parts[i + 1];
      const added = next?.added ? linesOf(next.value) : [];
      if (next?.added) i++;
      for (let k = 0; k < Math.max(lines.length, added.length); k++) {
        const a = k < lines.length ? { no: ++l, text: lines[k]! } : null;
        const b = k < added.length ? { no: ++r, text: added[k]! } : null;
        rows.push({ kind: a && b ? 'changed' : a ? 'removed' : 'added', left: a, right: b });
      }
    } else if (part.added) {
      for (const text of lines) rows.push({ kind: 'added', left: null, right: { no: ++r, text } });
    } else {
      for (const text of lines) rows.push({ kind: 'same', left: { no: ++l, text }, right: { no: ++r, text } });
    }
  }
  return rows;
}

export function countChanges(rows: readonly DiffRow[]): DiffCounts {
  const counts: DiffCounts = { added: 0, removed: 0, changed: 0 };
  for (const row of rows) if (row.kind !== 'same') counts[row.kind]++;
  return counts;
}

/** "Changes only": the changed rows with `context` unchanged rows around each; runs of two or more other rows fold into gaps. */
export function onlyChanges(rows: readonly DiffRow[], context = 3): Array<DiffRow | DiffGap> {
  const keep = rows.map(() => false);
  rows.forEach((row, i) => {
    if (row.kind === 'same') return;
    for (let k = Math.max(0, i - context); k <= Math.min(rows.length - 1, i + context); k++) keep[k] = true;
  });
  const out: Array<DiffRow | DiffGap> = [];
  let folded: DiffRow[] = [];
  const flush = () => {
    // one line is shown rather than folded
    if (folded.length === 1) out.push(folded[0]!);
    else if (folded.length > 1) out.push({ kind: 'gap', count: folded.length });
    folded = [];
  };
  rows.forEach((row, i) => {
    if (keep[i]) {
      flush();
      out.push(row);
    } else folded.push(row);
  });
  flush();
  return out;
}
