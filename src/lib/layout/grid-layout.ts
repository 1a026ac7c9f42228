/**
 * The dashboard grid's layout rules, in one place: a widget lies within the grid's columns (x + w ≤ columns, 24 in
 * the dashboard options catalogue), has a least size, and widgets do not overlap after a move. The custom-views
 * editor lays its widgets out with them; the mock appliance refuses a saved layout that breaks the column rule.
 */
import type { CustomViewWidget } from '@generated/types/entities.ts';

/** A widget placed on the grid (as a custom view holds it). */
export type GridWidget = CustomViewWidget;

/** The grid the layout lives on: its columns and the largest height a widget may have. */
export interface GridBounds {
  columns: number;
  maxHeight: number;
}

/** Smallest widget: a few columns wide and a few rows high, so its header and options stay usable. */
export const MIN_W = 4;
export const MIN_H = 4;

/** The column rule: a widget starts at column 0 or later and ends by the last column (0 ≤ x, x + w ≤ columns). */
export function fitsColumns(w: Pick<GridWidget, 'x' | 'w'>, columns: number): boolean {
  return w.x >= 0 && w.x + w.w <= columns;
}

/** A widget kept on the grid: the column rule, MIN_W ≤ w, MIN_H ≤ h ≤ maxHeight, 0 ≤ y. */
export function clampWidget(w: GridWidget, bounds: GridBounds): GridWidget {
  const width = Math.min(bounds.columns, Math.max(MIN_W, Math.round(w.w)));
  const height = Math.min(bounds.maxHeight, Math.max(MIN_H, Math.round(w.h)));
  const x = Math.min(bounds.columns - width, Math.max(0, Math.round(w.x)));
  return { ...w, x, y: Math.max(0, Math.round(w.y)), w: width, h: height };
}

/** Every widget kept on the grid (see clampWidget). */
export function clampLayout(widgets: readonly GridWidget[], bounds: GridBounds): GridWidget[] {
  return widgets.map((w) => clampWidget(w, bounds));
}

export type Direction = 'left' | 'right' | 'up' | 'down';
const STEP: Record<Direction, [number, number]> = { left: [-1, 0], right: [1, 0], up: [0, -1], down: [0, 1] };

const overlaps = (a: GridWidget, b: GridWidget) =>
  a.id !== b.id && a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * The widget `id` stays where it is; every other widget, from the top, moves down just below whatever it would
 * cover. Nothing overlaps afterwards, and nothing moves up by itself.
 */
export function makeRoom(widgets: readonly GridWidget[], id: string): GridWidget[] {
  const fixed = widgets.find((w) => w.id === id);
  if (!fixed) return [...widgets];
  const placed: GridWidget[] = [fixed];
  const others = widgets.filter((w) => w.id !== id).sort((a, b) => a.y - b.y || a.x - b.x);
  for (const other of others) {
    let candidate = other;
    for (let hit = placed.find((p) => overlaps(p, candidate)); hit; hit = placed.find((p) => overlaps(p, candidate))) {
      candidate = { ...candidate, y: hit.y + hit.h };
    }
    placed.push(candidate);
  }
  const byId = new Map(placed.map((w) => [w.id, w]));
  return widgets.map((w) => byId.get(w.id)!);
}

/**
 * One keyboard step on a widget: arrows move it by a cell, with resize they grow or shrink it by one (right and down
 * grow). Widgets in its way move down to make room. Answers the new layout and whether the widget changed (false at
 * an edge or a size limit).
 */
export function stepWidget(
  widgets: readonly GridWidget[],
  id: string,
  direction: Direction,
  resize: boolean,
  bounds: GridBounds,
): { widgets: GridWidget[]; changed: boolean } {
  const [dx, dy] = STEP[direction];
  const current = widgets.find((w) => w.id === id);
  if (!current) return { widgets: [...widgets], changed: false };
  const wanted = resize ? { ...current, w: current.w + dx, h: current.h + dy } : { ...current, x: current.x + dx, y: current.y + dy };
  // resizing keeps the left edge: a widget at the right edge cannot grow wider
  const target = resize && !fitsColumns(wanted, bounds.columns) ? current : clampWidget(wanted, bounds);
  const changed = target.x !== current.x || target.y !== current.y || target.w !== current.w || target.h !== current.h;
  if (!changed) return { widgets: [...widgets], changed };
  return { widgets: makeRoom(widgets.map((w) => (w.id === id ? target : w)), id), changed };
}

/** A placement id not yet used in the view, from the widget's key. */
export function newPlacementId(widgets: readonly Pick<GridWidget, 'id'>[], key: string): string {
  const used = new Set(widgets.map((w) => w.id));
  for (let n = widgets.length + 1; ; n++) {
    const id = `${key}-${n}`;
    if (!used.has(id)) return id;
  }
}

/** A widget added from the catalogue: half the grid wide, below everything else. */
export function addWidget(widgets: readonly GridWidget[], key: string, bounds: GridBounds): GridWidget[] {
  const bottom = widgets.reduce((m, w) => Math.max(m, w.y + w.h), 0);
  const placed = { id: newPlacementId(widgets, key), widget: key, x: 0, y: bottom, w: Math.max(MIN_W, bounds.columns / 2), h: 9 };
  return [...widgets, clampWidget(placed, bounds)];
}

export function removeWidget(widgets: readonly GridWidget[], id: string): GridWidget[] {
  return widgets.filter((w) => w.id !== id);
}

/** Whether a widget shows by default or only when the user shows hidden widgets. */
export function toggleHidden(widgets: readonly GridWidget[], id: string): GridWidget[] {
  return widgets.map((w) => {
    if (w.id !== id) return w;
    const { defaultHide, ...rest } = w;
    return defaultHide ? rest : { ...rest, defaultHide: true };
  });
}

/** The grid's layout (after a drag or resize) written back on the widgets, kept on the grid. */
export function applyGridLayout(
  widgets: readonly GridWidget[],
  layout: readonly { i: string; x: number; y: number; w: number; h: number }[],
  bounds: GridBounds,
): GridWidget[] {
  const byId = new Map(layout.map((l) => [l.i, l]));
  return widgets.map((w) => {
    const l = byId.get(w.id);
    return l ? clampWidget({ ...w, x: l.x, y: l.y, w: l.w, h: l.h }, bounds) : w;
  });
}

/** Whether two layouts differ in anything that is saved. */
export function sameLayout(a: readonly GridWidget[], b: readonly GridWidget[]): boolean {
  if (a.length !== b.length) return false;
  const key = (w: GridWidget) => `${w.id}|${w.widget}|${w.x}|${w.y}|${w.w}|${w.h}|${w.defaultHide ? 1 : 0}`;
  const left = a.map(key).sort();
  const right = b.map(key).sort();
  return left.every((k, i) => k === right[i]);
}
