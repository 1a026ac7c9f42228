import { preloadable } from '@/lib/ui/preloadable.tsx';

// each map screen loads when it is first opened (its route fetches it with the group's code): the other access point
// screens do not carry the world atlas
export const GeographicMap = preloadable(() => import('./geographic-map.tsx').then((m) => m.GeographicMap));
export const FloorMapView = preloadable(() => import('./floor-map.tsx').then((m) => m.FloorMapView));
export const FloorMapEditor = preloadable(() => import('./floor-map-editor.tsx').then((m) => m.FloorMapEditor));
