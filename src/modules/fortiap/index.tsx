import { ModuleScreen } from '../module-screen.tsx';

/** Screens of the fortiap route group, loaded when one of its routes is first opened. */
export default function FortiapModule() {
  return <ModuleScreen groupKey="fortiap" />;
}
