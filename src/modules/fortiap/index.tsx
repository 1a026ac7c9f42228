import { objectScreenComponents } from '@/features/config-objects/index.ts';
import { AccessPointDevicesList, AccessPointList } from '@/features/fleet/index.ts';
import { ModuleScreen } from '../module-screen.tsx';

const SCREENS = {
  'fortiap.centrallist': AccessPointList,
  'fortiap.devices.list': AccessPointDevicesList,
  ...objectScreenComponents('fortiap.'),
};

/** Screens of the fortiap route group, loaded when one of its routes is first opened. */
export default function FortiapModule() {
  return <ModuleScreen groupKey="fortiap" screens={SCREENS} />;
}
