import { ModuleScreen, type ScreenMap } from '../module-screen.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

// each dashboard draws its own page: its folder menu, its widgets, NOC mode
const SCREENS: ScreenMap<'fortiview'> = {
  'fortiview.fmg-dash1': { page: () => <DashboardScreen fixedUuid="fmg-dash1" /> },
  'fortiview.faz-performance-monitor': { page: () => <DashboardScreen fixedUuid="faz-performance-monitor" recreateOnVisit /> },
  'fortiview.folder': { page: DashboardScreen },
  'fortiview.dashboard': { page: DashboardScreen },
};

/** Screens of the fortiview route group, loaded when one of its routes is first opened. */
export default function FortiviewModule() {
  return <ModuleScreen groupKey="fortiview" screens={SCREENS} />;
}
