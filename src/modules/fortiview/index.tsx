import { ModuleScreen } from '../module-screen.tsx';

/** Screens of the fortiview route group, loaded when one of its routes is first opened. */
export default function FortiviewModule() {
  return <ModuleScreen groupKey="fortiview" />;
}
