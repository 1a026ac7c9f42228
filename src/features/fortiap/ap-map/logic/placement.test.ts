import { describe, expect, it } from 'vitest';
import { clampToPlan, keyStep, metresText, moveByKey, pointerToPlan, rounded, samePlacements, startPosition, toMetres, unplaced } from './placement.ts';

// 800 × 500 pixels for 40 m × 25 m: 20 pixels a metre both ways
const plan = { imageWidth: 800, imageHeight: 500, widthMetres: 40, heightMetres: 25 };
const steps = { stepMetres: 0.5, bigStepMetres: 5 };

describe('clampToPlan', () => {
  it.each([
    [{ x: 10, y: 20 }, { x: 10, y: 20 }],
    [{ x: -5, y: 20 }, { x: 0, y: 20 }],
    [{ x: 900, y: 600 }, { x: 800, y: 500 }],
    [{ x: 800, y: 0 }, { x: 800, y: 0 }],
    [{ x: Number.NaN, y: Infinity }, { x: 0, y: 0 }],
  ])('%o → %o', (p, expected) => expect(clampToPlan(p, plan)).toEqual(expected));
});

describe('keyStep and moveByKey', () => {
  it.each([
    ['ArrowRight', false, { x: 10, y: 0 }],
    ['ArrowLeft', false, { x: -10, y: 0 }],
    ['ArrowUp', false, { x: 0, y: -10 }],
    ['ArrowDown', false, { x: 0, y: 10 }],
    ['ArrowRight', true, { x: 100, y: 0 }],
    ['ArrowDown', true, { x: 0, y: 100 }],
    ['Enter', false, null],
    ['a', true, null],
  ])('%s (Shift %s) moves by %o', (key, shift, step) => expect(keyStep(key, shift, plan, steps)).toEqual(step));

  it('a plan whose pixels are not square steps each way by the metres', () => {
    expect(keyStep('ArrowDown', false, { ...plan, heightMetres: 50 }, steps)).toEqual({ x: 0, y: 5 });
  });

  it.each([
    [{ x: 100, y: 100 }, 'ArrowRight', false, { x: 110, y: 100 }],
    [{ x: 795, y: 100 }, 'ArrowRight', false, { x: 800, y: 100 }],
    [{ x: 50, y: 100 }, 'ArrowLeft', true, { x: 0, y: 100 }],
    [{ x: 50, y: 450 }, 'ArrowDown', true, { x: 50, y: 500 }],
    [{ x: 50, y: 450 }, 'Tab', false, null],
  ])('from %o, %s (Shift %s) lands at %o', (at, key, shift, expected) => expect(moveByKey(at, key, shift, plan, steps)).toEqual(expected));
});

describe('metres', () => {
  it.each([
    [{ x: 0, y: 0 }, { x: 0, y: 0 }],
    [{ x: 250, y: 130 }, { x: 12.5, y: 6.5 }],
    [{ x: 801 / 3, y: 500 }, { x: 13.4, y: 25 }],
  ])('%o is %o metres', (p, m) => expect(toMetres(p, plan)).toEqual(m));

  it.each([
    [3, '3.0'],
    [12.25, '12.3'],
    [0, '0.0'],
  ])('%s m reads %s', (v, text) => expect(metresText(v)).toBe(text));
});

describe('pointerToPlan', () => {
  const box = { left: 100, top: 50, width: 400, height: 250 };
  it.each([
    [100, 50, { x: 0, y: 0 }],
    [300, 175, { x: 400, y: 250 }],
    [500, 300, { x: 800, y: 500 }],
    [0, 0, { x: 0, y: 0 }],
    [900, 900, { x: 800, y: 500 }],
  ])('(%s, %s) on screen is %o on the image', (cx, cy, p) => expect(pointerToPlan(cx, cy, box, plan)).toEqual(p));

  it('a plan not drawn yet gives the corner', () => expect(pointerToPlan(10, 10, { left: 0, top: 0, width: 0, height: 0 }, plan)).toEqual({ x: 0, y: 0 }));
});

describe('placements', () => {
  const a = { 'wtp-id': 'A', x: 10, y: 20 };
  const b = { 'wtp-id': 'B', x: 30.4, y: 40.6 };

  it('rounds to whole pixels', () => expect(rounded(b)).toEqual({ 'wtp-id': 'B', x: 30, y: 41 }));

  it.each([
    [['A', 'B', 'C'], [a], ['B', 'C']],
    [['A', 'B'], [a, b], []],
    [[], [a], []],
  ])('of %o with %o placed, %o are not', (ids, placed, left) => expect(unplaced(ids, placed)).toEqual(left));

  it.each([
    [[a, b], [b, a], true],
    [[a, b], [a], false],
    [[a], [{ ...a, x: 10.2 }], true],
    [[a], [{ ...a, x: 12 }], false],
    [[a], [{ ...b }], false],
    [[], [], true],
  ])('%o and %o same: %s', (x, y, same) => expect(samePlacements(x, y)).toBe(same));

  it('new access points start in the middle, each a little apart', () => {
    expect(startPosition(plan, [])).toEqual({ x: 400, y: 250 });
    expect(startPosition(plan, [{ 'wtp-id': 'A', x: 400, y: 250 }])).toEqual({ x: 425, y: 275 });
  });
});
