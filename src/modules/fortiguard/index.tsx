import { ModuleScreen } from '../module-screen.tsx';

/** Screens of the fortiguard route group, loaded when one of its routes is first opened. */
export default function FortiguardModule() {
  return <ModuleScreen groupKey="fortiguard" />;
}
