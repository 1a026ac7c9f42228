import { ModuleScreen } from '../module-screen.tsx';
import { AdvancedSettings } from './advanced-settings.tsx';

const SCREENS = { 'fortiguard.advanced': AdvancedSettings };

/** Screens of the fortiguard route group, loaded when one of its routes is first opened. */
export default function FortiguardModule() {
  return <ModuleScreen groupKey="fortiguard" screens={SCREENS} />;
}
