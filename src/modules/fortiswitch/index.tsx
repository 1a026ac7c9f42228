import { objectScreenComponents } from '@/features/objects/template-objects/index.ts';
import { SwitchList } from '@/features/fortiswitch/managed-switches/index.ts';
import { SwitchFaceplate, SwitchTopology } from '@/features/fortiswitch/topology/index.ts';
import { ModuleScreen, type ScreenMap } from '../module-screen.tsx';

function SwitchesByFortiGate() {
  return <SwitchList byFortiGate />;
}

/** The group's screens; the router fetches a screen's own code with the group's (see app/router.tsx). */
export const screens: ScreenMap<'fortiswitch'> = {
  'fortiswitch.centrallist': SwitchList,
  'fortiswitch.devices.list': SwitchesByFortiGate,
  'fortiswitch.topology': SwitchTopology,
  'fortiswitch.faceplate': SwitchFaceplate,
  ...objectScreenComponents('fortiswitch.'),
};

/** Screens of the fortiswitch route group, loaded when one of its routes is first opened. */
export default function FortiswitchModule() {
  return <ModuleScreen groupKey="fortiswitch" screens={screens} />;
}
