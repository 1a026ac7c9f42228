import { SwitchFaceplate, SwitchTopology } from '@/features/switch-fabric/index.ts';
import { ModuleScreen } from '../module-screen.tsx';

/** Screens of the fortiswitch route group, loaded when one of its routes is first opened. */
export default function FortiswitchModule() {
  return <ModuleScreen groupKey="fortiswitch" screens={{ 'fortiswitch.topology': SwitchTopology, 'fortiswitch.faceplate': SwitchFaceplate }} />;
}
