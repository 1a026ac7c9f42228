import { ModuleScreen } from '../module-screen.tsx';

/** Screens of the fortisoc route group, loaded when one of its routes is first opened. */
export default function FortisocModule() {
  return <ModuleScreen groupKey="fortisoc" />;
}
