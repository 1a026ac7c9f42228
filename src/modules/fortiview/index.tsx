import { useMatches } from 'react-router';
import { isScreenHandle } from '../module-screen.tsx';
import { ModuleScreen } from '../module-screen.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

/** Screens of the fortiview route group, loaded when one of its routes is first opened. */
export default function FortiviewModule() {
  const handle = [...useMatches()].reverse().map((m) => m.handle).find(isScreenHandle);
  switch (handle?.appKey) {
    case 'fortiview.fmg-dash1':
      return <DashboardScreen fixedUuid="fmg-dash1" />;
    case 'fortiview.faz-performance-monitor':
      return <DashboardScreen fixedUuid="faz-performance-monitor" recreateOnVisit />;
    case 'fortiview.folder':
    case 'fortiview.dashboard':
      return <DashboardScreen />;
    default:
      return <ModuleScreen groupKey="fortiview" />;
  }
}
