import { lazy } from 'react';

// each map screen loads when it is first opened: the other access point screens do not carry the world atlas
export const GeographicMap = lazy(() => import('./geographic-map.tsx').then((m) => ({ default: m.GeographicMap })));
export const FloorMapView = lazy(() => import('./floor-map.tsx').then((m) => ({ default: m.FloorMapView })));
export const FloorMapEditor = lazy(() => import('./floor-map-editor.tsx').then((m) => ({ default: m.FloorMapEditor })));
