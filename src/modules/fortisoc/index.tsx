import { OutbreakAlerts } from '@/features/fortisoc/outbreak-alerts/index.ts';
import { ModuleScreen, type ScreenMap } from '../module-screen.tsx';

const SCREENS: ScreenMap<'fortisoc'> = {
  'fortisoc.soar.outbreakalerts': OutbreakAlerts,
};

/** Screens of the fortisoc route group, loaded when one of its routes is first opened. */
export default function FortisocModule() {
  return <ModuleScreen groupKey="fortisoc" screens={SCREENS} />;
}
