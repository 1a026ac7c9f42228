/**
 * The part of the address the map screens share (…/fortiap/map), from a screen's own address: the Geographic Map
 * is also shown at the map route itself.
 */
export function mapBase(pathname: string): string {
  return pathname.replace(/\/+$/, '').replace(/\/(gmap|floor|editfloor)$/, '');
}

/** The address of a map screen showing one floor map. */
export function floorMapLink(pathname: string, screen: 'floor' | 'editfloor', mapId: number): string {
  return `${mapBase(pathname)}/${screen}?map=${mapId}`;
}
