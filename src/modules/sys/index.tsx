import { ModuleScreen } from '../module-screen.tsx';

/** Screens of the sys route group, loaded when one of its routes is first opened. */
export default function SysModule() {
  return <ModuleScreen groupKey="sys" />;
}
