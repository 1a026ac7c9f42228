import { ModuleScreen } from '../module-screen.tsx';

/** Screens of the logview route group, loaded when one of its routes is first opened. */
export default function LogviewModule() {
  return <ModuleScreen groupKey="logview" />;
}
