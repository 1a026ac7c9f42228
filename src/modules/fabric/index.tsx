import { objectScreenComponents } from '@/features/objects/template-objects/index.ts';
import { ModuleScreen, type ScreenMap } from '../module-screen.tsx';

/** Fabric connectors: an object kind of the catalogue. */
const SCREENS: ScreenMap<'fabric'> = objectScreenComponents('fabric.');

/** Screens of the Security Fabric route group, loaded when one of its routes is first opened. */
export default function FabricModule() {
  return <ModuleScreen groupKey="fabric" screens={SCREENS} />;
}
