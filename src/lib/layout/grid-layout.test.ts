import { describe, expect, it } from 'vitest';
import {
  addWidget, applyGridLayout, clampWidget, fitsColumns, removeWidget, sameLayout, stepWidget, toggleHidden, type GridBounds, type GridWidget,
} from './grid-layout.ts';

const bounds: GridBounds = { columns: 24, maxHeight: 40 };
const w = (id: string, x: number, y: number, width: number, h: number): GridWidget => ({ id, widget: 'top-sources', x, y, w: width, h });
const fits = (ws: GridWidget[]) => ws.every((x) => fitsColumns(x, 24));
const overlapping = (ws: GridWidget[]) =>
  ws.some((a) => ws.some((b) => a !== b && a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h));

describe('the layout constraint x + w ≤ 24', () => {
  it.each([
    [{ x: 0, w: 24 }, true],
    [{ x: 12, w: 12 }, true],
    [{ x: 13, w: 12 }, false],
    [{ x: 23, w: 1 }, true],
    [{ x: -1, w: 4 }, false],
  ])('%o fits the 24 columns: %s', (widget, expected) => {
    expect(fitsColumns(widget, 24)).toBe(expected);
  });

  it.each([
    [w('a', 20, 0, 12, 9), { x: 12, w: 12 }],
    [w('a', -3, 0, 8, 9), { x: 0, w: 8 }],
    [w('a', 0, 0, 30, 9), { x: 0, w: 24 }],
    [w('a', 5, 0, 1, 1), { x: 5, w: 4, h: 4 }],
  ])('keeps %o on the grid', (widget, expected) => {
    expect(clampWidget(widget, bounds)).toMatchObject(expected);
  });

  it('holds after a drag or resize the grid reports', () => {
    const out = applyGridLayout([w('a', 0, 0, 12, 9)], [{ i: 'a', x: 18, y: 2, w: 12, h: 9 }], bounds);
    expect(out[0]).toMatchObject({ x: 12, y: 2, w: 12 });
  });
});

describe('keyboard steps', () => {
  it('moves by one cell and stops at an edge', () => {
    const moved = stepWidget([w('a', 0, 0, 12, 9)], 'a', 'right', false, bounds);
    expect(moved).toMatchObject({ changed: true, widgets: [{ x: 1, y: 0 }] });
    expect(stepWidget([w('a', 0, 0, 12, 9)], 'a', 'left', false, bounds).changed).toBe(false);
    expect(stepWidget([w('a', 12, 0, 12, 9)], 'a', 'right', false, bounds).changed).toBe(false);
    expect(stepWidget([w('a', 0, 0, 12, 9)], 'a', 'up', false, bounds).changed).toBe(false);
  });

  it('resizes with the left edge kept, never past column 24 and never below the smallest size', () => {
    expect(stepWidget([w('a', 0, 0, 12, 9)], 'a', 'right', true, bounds).widgets[0]).toMatchObject({ x: 0, w: 13 });
    expect(stepWidget([w('a', 0, 0, 12, 9)], 'a', 'down', true, bounds).widgets[0]).toMatchObject({ h: 10 });
    expect(stepWidget([w('a', 12, 0, 12, 9)], 'a', 'right', true, bounds).changed).toBe(false);
    expect(stepWidget([w('a', 0, 0, 4, 9)], 'a', 'left', true, bounds).changed).toBe(false);
  });

  it('makes room: a widget moved or grown onto another pushes it out of the way', () => {
    const start = [w('a', 0, 0, 12, 9), w('b', 12, 0, 12, 9)];
    const moved = stepWidget(start, 'b', 'left', false, bounds).widgets;
    expect(overlapping(moved)).toBe(false);
    expect(fits(moved)).toBe(true);
    const grown = stepWidget(start, 'a', 'right', true, bounds).widgets;
    expect(grown.find((x) => x.id === 'a')).toMatchObject({ w: 13 });
    expect(overlapping(grown)).toBe(false);
    expect(fits(grown)).toBe(true);
  });
});

describe('adding, removing and hiding', () => {
  it('adds below everything with an id of its own, on the grid', () => {
    const out = addWidget([w('top-sources-1', 0, 0, 24, 9), w('top-sources-2', 0, 9, 12, 5)], 'top-sources', bounds);
    expect(out[2]).toMatchObject({ widget: 'top-sources', x: 0, y: 14, w: 12 });
    expect(new Set(out.map((x) => x.id)).size).toBe(3);
  });

  it('removes one widget and toggles defaultHide', () => {
    const start = [w('a', 0, 0, 12, 9), w('b', 12, 0, 12, 9)];
    expect(removeWidget(start, 'a').map((x) => x.id)).toEqual(['b']);
    const hidden = toggleHidden(start, 'b');
    expect(hidden[1]!.defaultHide).toBe(true);
    expect('defaultHide' in toggleHidden(hidden, 'b')[1]!).toBe(false);
  });

  it('tells a changed layout from the same one in another order', () => {
    const a = [w('a', 0, 0, 12, 9), w('b', 12, 0, 12, 9)];
    expect(sameLayout(a, [...a].reverse())).toBe(true);
    expect(sameLayout(a, toggleHidden(a, 'a'))).toBe(false);
    expect(sameLayout(a, [w('a', 0, 1, 12, 9), a[1]!])).toBe(false);
  });
});
