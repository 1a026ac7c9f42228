import { FloorMapEditor, FloorMapView, GeographicMap } from '@/features/fortiap/ap-map/index.ts';
import { objectScreenComponents } from '@/features/objects/template-objects/index.ts';
import { AccessPointDevicesList, AccessPointList } from '@/features/fortiap/access-points/index.ts';
import { ModuleScreen, type ScreenMap } from '../module-screen.tsx';

/** The group's screens; the router fetches a screen's own code with the group's (see app/router.tsx). */
export const screens: ScreenMap<'fortiap'> = {
  'fortiap.centrallist': AccessPointList,
  'fortiap.devices.list': AccessPointDevicesList,
  'fortiap.map': GeographicMap,
  'fortiap.map.gmap': GeographicMap,
  'fortiap.map.floor': FloorMapView,
  'fortiap.map.editfloor': FloorMapEditor,
  ...objectScreenComponents('fortiap.'),
};

/** Screens of the fortiap route group, loaded when one of its routes is first opened. */
export default function FortiapModule() {
  return <ModuleScreen groupKey="fortiap" screens={screens} />;
}
