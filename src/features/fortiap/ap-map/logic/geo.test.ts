import { describe, expect, it } from 'vitest';
import { fitAspect, fitPoints, geometryPath, MAP_ASPECT, project, viewBoxOf, worldViewport } from './geo.ts';

describe('project', () => {
  it.each([
    [0, 0, 0.5, 0.5],
    [-180, 0, 0, 0.5],
    [180, 0, 1, 0.5],
    [90, 0, 0.75, 0.5],
    [0, 85.0511, 0.5, 0],
    [0, -85.0511, 0.5, 1],
    // beyond Mercator's limit: kept at the edge
    [0, 90, 0.5, 0],
    [0, -90, 0.5, 1],
  ])('(%s, %s) is (%s, %s)', (lon, lat, x, y) => {
    const [px, py] = project(lon, lat);
    expect(px).toBeCloseTo(x, 4);
    expect(py).toBeCloseTo(y, 4);
  });

  it('north is up: Seattle above Miami, Portland west of Boston', () => {
    expect(project(-122.33, 47.61)[1]).toBeLessThan(project(-80.19, 25.76)[1]);
    expect(project(-122.68, 45.52)[0]).toBeLessThan(project(-71.06, 42.36)[0]);
  });
});

describe('view boxes', () => {
  it.each([
    [{ x: 0, y: 0, width: 1, height: 1 }, { x: -0.5, y: 0, width: 2, height: 1 }],
    [{ x: 0, y: 0, width: 4, height: 1 }, { x: 0, y: -0.5, width: 4, height: 2 }],
    [{ x: 0.2, y: 0.2, width: 0.2, height: 0.1 }, { x: 0.2, y: 0.2, width: 0.2, height: 0.1 }],
  ])('fitAspect(%o) is %o', (v, expected) => {
    const r = fitAspect(v);
    expect(r.x).toBeCloseTo(expected.x);
    expect(r.y).toBeCloseTo(expected.y);
    expect(r.width).toBeCloseTo(expected.width);
    expect(r.height).toBeCloseTo(expected.height);
  });

  it('the world spans every longitude in the map shape', () => {
    const w = worldViewport();
    expect(w.width / w.height).toBeCloseTo(MAP_ASPECT);
    expect(w.width).toBeGreaterThanOrEqual(1);
  });

  it('fitting points keeps each inside with a margin, in the map shape', () => {
    const pts = [project(-122.68, 45.52), project(-80.19, 25.76), project(-71.06, 42.36)];
    const v = fitPoints(pts);
    expect(v.width / v.height).toBeCloseTo(MAP_ASPECT);
    for (const [x, y] of pts) {
      expect(x).toBeGreaterThan(v.x);
      expect(x).toBeLessThan(v.x + v.width);
      expect(y).toBeGreaterThan(v.y);
      expect(y).toBeLessThan(v.y + v.height);
    }
  });

  it('one point gets a view of some width, none the world', () => {
    expect(fitPoints([[0.3, 0.4]]).width).toBeGreaterThan(0.04);
    expect(fitPoints([])).toEqual(worldViewport());
  });

  it('a view box in map units', () => {
    expect(viewBoxOf({ x: 0.1, y: 0.2, width: 0.5, height: 0.25 })).toBe('100 200 500 250');
  });
});

describe('geometryPath', () => {
  it.each([
    [null, ''],
    [{ type: 'Point', coordinates: [0, 0] }, ''],
    [{ type: 'Polygon', coordinates: [[[0, 0], [90, 0], [90, 0.0001], [0, 0]]] }, 'M500,500L750,500L750,500L500,500Z'],
    [
      { type: 'MultiPolygon', coordinates: [[[[-180, 0], [0, 0], [-180, 0]]], [[[0, 0], [180, 0], [0, 0]]]] },
      'M0,500L500,500L0,500ZM500,500L1000,500L500,500Z',
    ],
  ])('%o', (geometry, d) => {
    expect(geometryPath(geometry as never)).toBe(d);
  });
});
