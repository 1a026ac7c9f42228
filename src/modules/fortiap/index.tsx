import { FloorMapEditor, FloorMapView, GeographicMap } from '@/features/ap-map/index.ts';
import { ModuleScreen } from '../module-screen.tsx';

/** Screens of the fortiap route group, loaded when one of its routes is first opened. */
export default function FortiapModule() {
  return (
    <ModuleScreen
      groupKey="fortiap"
      screens={{
        'fortiap.map': GeographicMap,
        'fortiap.map.gmap': GeographicMap,
        'fortiap.map.floor': FloorMapView,
        'fortiap.map.editfloor': FloorMapEditor,
      }}
    />
  );
}
