/**
 * Rows kept elsewhere (a worker): the grid asks for counts and the rows on screen of its current searches, sort and
 * expansion, and holds only those. A source answers from a GridModel (./grid-model.ts), in a worker or, where there
 * is none, on the page (localGridSource).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toCsv } from './csv.ts';
import { createGridModel, type CheckState, type GridModel, type GridModelOptions, type GridQuery, type GridQueryState, type KeyScope, type WindowItem } from './grid-model.ts';
import { GroupHeader } from './grouping.ts';
import type { DisplayRow, View } from './grid-view.ts';

export type { CheckState, GridQuery, GridQueryState, KeyScope, WindowItem };

export interface GridSourceAnswer<R> {
  state: GridQueryState;
  /** shown rows from `first` on */
  first: number;
  items: WindowItem<R>[];
}

export interface GridSource<R> {
  /** changes whenever the rows change (more arrived): the grid asks again */
  readonly version: number;
  /** a query, with the shown rows first..last of its answer */
  query(q: GridQuery, first: number, last: number): Promise<GridSourceAnswer<R>>;
  /** more shown rows of the last query */
  window(first: number, last: number): Promise<WindowItem<R>[]>;
  keys(scope: KeyScope): Promise<string[]>;
  /** the rows matching the last query's searches, sorted, as CSV (with the header line) */
  csv(): Promise<string>;
}

/** A source over rows on the page (no worker): the same model, answered asynchronously like a worker. */
export function localGridSource<R>(rows: readonly R[], options: GridModelOptions<R>, version = 0): GridSource<R> & { model: GridModel<R> } {
  const model = createGridModel(rows, options);
  return {
    model,
    version,
    query: async (q, first, last) => ({ state: model.query(q), first, items: model.window(first, last) }),
    window: async (first, last) => model.window(first, last),
    keys: async (scope) => model.keys(scope),
    csv: async () => toCsv(options.columns, model.allRows()),
  };
}

/** A shown row whose data has not arrived yet: drawn empty. */
export class PendingRow {
  constructor(readonly index: number) {}
}

/** Shown rows asked for at once: what a screen shows and some more either side. */
const CHUNK = 100;
/** Chunks kept while scrolling (the rest are asked again when scrolled back to). */
const KEPT_CHUNKS = 12;

export interface RemoteView<R> extends View<R> {
  /** the select-all checkbox */
  check: CheckState;
  /** top-level rows in all */
  total: number;
  /** the first answer has come */
  ready: boolean;
}

interface Answer<R> {
  seq: number;
  state: GridQueryState;
  chunks: Map<number, WindowItem<R>[]>;
}

const EMPTY_STATE: GridQueryState = { shown: 0, count: 0, total: 0, check: { all: false, some: false } };

/**
 * The view of a remote source for the grid: a row list as long as the rows shown, holding only the chunks on screen
 * (the others read as PendingRow until they come). `onRange` tells which rows are on screen.
 */
export function useRemoteView<R>(
  source: GridSource<R> | undefined,
  q: GridQuery,
  /** the user's open and closed rows, shown at once (the source's answer follows) */
  expansion: ReadonlyMap<string, boolean>,
  rowKey: (row: R) => string,
): { view: RemoteView<R> | undefined; onRange: (first: number, last: number) => void } {
  const [answer, setAnswer] = useState<Answer<R> | null>(null);
  const seq = useRef(0);
  const range = useRef<[number, number]>([0, CHUNK - 1]);
  const asked = useRef(new Set<number>());
  const queryKey = JSON.stringify(q);

  useEffect(() => {
    if (!source) return;
    const mine = ++seq.current;
    asked.current = new Set();
    const [a, b] = range.current;
    const first = Math.floor(a / CHUNK) * CHUNK;
    const last = (Math.floor(b / CHUNK) + 1) * CHUNK - 1;
    source.query(JSON.parse(queryKey) as GridQuery, first, last).then(
      (ans) => {
        if (mine !== seq.current) return;
        const chunks = new Map<number, WindowItem<R>[]>();
        for (let c = first; c <= last; c += CHUNK) {
          chunks.set(c / CHUNK, ans.items.slice(c - first, c - first + CHUNK));
          asked.current.add(c / CHUNK);
        }
        setAnswer({ seq: mine, state: ans.state, chunks });
      },
      () => {},
    );
  }, [source, source?.version, queryKey]);

  const fetchChunk = useCallback(
    (chunk: number) => {
      if (!source || asked.current.has(chunk)) return;
      asked.current.add(chunk);
      const mine = seq.current;
      source.window(chunk * CHUNK, chunk * CHUNK + CHUNK - 1).then(
        (items) => {
          if (mine !== seq.current) return;
          setAnswer((prev) => {
            if (!prev || prev.seq !== mine) return prev;
            const chunks = new Map(prev.chunks).set(chunk, items);
            // far chunks go: scrolling through 100,000 rows keeps a few screens
            if (chunks.size > KEPT_CHUNKS) {
              const [a] = range.current;
              const far = [...chunks.keys()].sort((x, y) => Math.abs(y - a / CHUNK) - Math.abs(x - a / CHUNK));
              for (const c of far.slice(0, chunks.size - KEPT_CHUNKS)) {
                chunks.delete(c);
                asked.current.delete(c);
              }
            }
            return { ...prev, chunks };
          });
        },
        () => asked.current.delete(chunk),
      );
    },
    [source],
  );

  const onRange = useCallback(
    (first: number, last: number) => {
      range.current = [first, last];
      for (let c = Math.floor(Math.max(0, first) / CHUNK); c <= Math.floor(Math.max(0, last) / CHUNK); c++) fetchChunk(c);
    },
    [fetchChunk],
  );

  const view = useMemo((): RemoteView<R> | undefined => {
    if (!source) return undefined;
    const state = answer?.state ?? EMPTY_STATE;
    const meta = new Map<DisplayRow<R>, Extract<WindowItem<R>, { kind: 'row' }>>();
    const byIndex = new Map<number, DisplayRow<R>>();
    const indexOf = new Map<unknown, number>();
    for (const [chunk, items] of answer?.chunks ?? []) {
      items.forEach((item, k) => {
        const i = chunk * CHUNK + k;
        let row: DisplayRow<R>;
        if (item.kind === 'group') row = new GroupHeader<R>(item.key, item.label, [], expansion.get(item.key) ?? item.expanded, item.size, item.check);
        else {
          row = item.row;
          meta.set(row, item);
        }
        byIndex.set(i, row);
        indexOf.set(row, i);
      });
    }
    const pending = new Map<number, PendingRow>();
    const rowAt = (i: number): DisplayRow<R> => {
      const row = byIndex.get(i);
      if (row !== undefined) return row;
      let p = pending.get(i);
      if (!p) pending.set(i, (p = new PendingRow(i)));
      return p as unknown as R;
    };
    // an array-like of every shown row: react-data-grid reads its length and the rows it draws
    const rows = new Proxy([] as DisplayRow<R>[], {
      get(target, prop, receiver) {
        if (prop === 'length') return state.shown;
        if (prop === 'indexOf') return (row: unknown) => (row instanceof PendingRow ? row.index : (indexOf.get(row) ?? -1));
        if (typeof prop === 'string' && /^\d+$/.test(prop)) return Number(prop) < state.shown ? rowAt(Number(prop)) : undefined;
        return Reflect.get(target, prop, receiver);
      },
    });
    return {
      rows,
      levelOf: (r) => (r instanceof GroupHeader ? 0 : (meta.get(r)?.level ?? 0)),
      parentOf: (r) => {
        const p = meta.get(r)?.parent ?? -1;
        return p < 0 ? undefined : rowAt(p);
      },
      hasChildren: (r) => (r instanceof GroupHeader ? true : (meta.get(r)?.hasChildren ?? false)),
      isExpanded: (r) => (r instanceof GroupHeader ? r.expanded : meta.has(r) ? (expansion.get(rowKey(r)) ?? meta.get(r)!.expanded) : false),
      // the rows are elsewhere: an export or a select-all asks the source
      allRows: () => [],
      count: state.count,
      check: state.check,
      total: state.total,
      ready: answer !== null,
    };
  }, [source, answer, expansion, rowKey]);

  return { view, onRange };
}
