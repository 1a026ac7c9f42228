import { objectScreenComponents } from '@/features/config-objects/index.ts';
import { SwitchList } from '@/features/fleet/index.ts';
import { SwitchFaceplate, SwitchTopology } from '@/features/switch-fabric/index.ts';
import { ModuleScreen } from '../module-screen.tsx';

function SwitchesByFortiGate() {
  return <SwitchList byFortiGate />;
}

const SCREENS = {
  'fortiswitch.centrallist': SwitchList,
  'fortiswitch.devices.list': SwitchesByFortiGate,
  'fortiswitch.topology': SwitchTopology,
  'fortiswitch.faceplate': SwitchFaceplate,
  ...objectScreenComponents('fortiswitch.'),
};

/** Screens of the fortiswitch route group, loaded when one of its routes is first opened. */
export default function FortiswitchModule() {
  return <ModuleScreen groupKey="fortiswitch" screens={SCREENS} />;
}
