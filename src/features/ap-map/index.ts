export { GeographicMap } from './geographic-map.tsx';
export { FloorMapView } from './floor-map.tsx';
export { FloorMapEditor } from './floor-map-editor.tsx';
