import { objectScreenComponents } from '@/features/objects/template-objects/index.ts';
import { ModuleScreen, type ScreenMap } from '../module-screen.tsx';

/** Managed FortiExtenders and extender templates: object kinds of the catalogue. */
const SCREENS: ScreenMap<'fext'> = objectScreenComponents('fext.');

/** Screens of the FortiExtender route group, loaded when one of its routes is first opened. */
export default function FextModule() {
  return <ModuleScreen groupKey="fext" screens={SCREENS} />;
}
