/**
 * The geographic map's projection: Web Mercator into a unit square (x 0…1 west to east, y 0…1 north to south), the
 * view boxes it zooms to, and SVG paths of the bundled world atlas's countries. Pure, so it is tested as a table.
 */

export type Point = readonly [number, number];

/** A rectangle of the unit square: what the map shows. */
export interface Viewport {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Mercator cannot show the poles; the map stops where web maps do. */
export const MAX_LATITUDE = 85.0511;

/** Longitude and latitude in degrees to the unit square (Web Mercator). */
export function project(longitude: number, latitude: number): Point {
  const lat = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
  const phi = (lat * Math.PI) / 180;
  const x = (longitude + 180) / 360;
  const y = (1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2;
  return [x, y];
}

/** The map's shape, width over height. */
export const MAP_ASPECT = 2;

/** The whole world but the polar seas (80° N to 60° S), the shape of the map. */
export function worldViewport(): Viewport {
  const [, top] = project(0, 80);
  const [, bottom] = project(0, -60);
  return fitAspect({ x: 0, y: top, width: 1, height: bottom - top });
}

/** Widens or heightens a view box around its centre to the map's shape. */
export function fitAspect(v: Viewport, aspect = MAP_ASPECT): Viewport {
  const cx = v.x + v.width / 2;
  const cy = v.y + v.height / 2;
  const width = Math.max(v.width, v.height * aspect);
  const height = width / aspect;
  return { x: cx - width / 2, y: cy - height / 2, width, height };
}

/**
 * The view box that shows every point with a margin around them, in the map's shape. A single point (or points close
 * together) gets at least `minWidth` of the unit square (about a country), not an infinite zoom.
 */
export function fitPoints(points: readonly Point[], { margin = 0.15, minWidth = 0.04 } = {}): Viewport {
  if (!points.length) return worldViewport();
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const x0 = Math.min(...xs);
  const y0 = Math.min(...ys);
  const width = Math.max(Math.max(...xs) - x0, minWidth);
  const height = Math.max(...ys) - y0;
  const padX = width * margin;
  const padY = Math.max(height * margin, padX / MAP_ASPECT);
  const cx = x0 + (Math.max(...xs) - x0) / 2;
  const cy = y0 + height / 2;
  const w = width + 2 * padX;
  const h = height + 2 * padY;
  return fitAspect({ x: cx - w / 2, y: cy - h / 2, width: w, height: h });
}

/** Scale of a view box in the SVG's units, for its viewBox attribute. */
export const MAP_UNITS = 1000;

export function viewBoxOf(v: Viewport): string {
  const r = (n: number) => Math.round(n * MAP_UNITS * 100) / 100;
  return `${r(v.x)} ${r(v.y)} ${r(v.width)} ${r(v.height)}`;
}

type Ring = ReadonlyArray<readonly number[]>;
interface Geometry {
  type: string;
  coordinates?: unknown;
}

function ringPath(ring: Ring): string {
  let d = '';
  ring.forEach(([lon, lat], i) => {
    const [x, y] = project(lon!, lat!);
    d += `${i ? 'L' : 'M'}${Math.round(x * MAP_UNITS * 10) / 10},${Math.round(y * MAP_UNITS * 10) / 10}`;
  });
  return d ? `${d}Z` : '';
}

/**
 * The SVG path of a polygon or multipolygon in MAP_UNITS. The world atlas cuts shapes at the antimeridian, so rings
 * are drawn as straight lines between their points.
 */
export function geometryPath(geometry: Geometry | null | undefined): string {
  if (!geometry) return '';
  if (geometry.type === 'Polygon') return (geometry.coordinates as Ring[]).map(ringPath).join('');
  if (geometry.type === 'MultiPolygon') return (geometry.coordinates as Ring[][]).map((p) => p.map(ringPath).join('')).join('');
  return '';
}
