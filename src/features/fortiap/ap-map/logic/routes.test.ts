import { describe, expect, it } from 'vitest';
import { floorMapLink, mapBase } from './routes.ts';

describe('map addresses', () => {
  it.each([
    ['/fortiap/map', '/fortiap/map'],
    ['/fortiap/map/', '/fortiap/map'],
    ['/fortiap/map/gmap', '/fortiap/map'],
    ['/fortiap/map/floor', '/fortiap/map'],
    ['/fortiap/map/editfloor/', '/fortiap/map'],
  ])('%s shares %s', (path, base) => expect(mapBase(path)).toBe(base));

  it('links a floor map on either screen', () => {
    expect(floorMapLink('/fortiap/map/gmap', 'floor', 3)).toBe('/fortiap/map/floor?map=3');
    expect(floorMapLink('/fortiap/map', 'editfloor', 1)).toBe('/fortiap/map/editfloor?map=1');
  });
});
