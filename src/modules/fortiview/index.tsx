import { useMatches } from 'react-router';
import { isScreenHandle } from '../module-screen.tsx';
import { ModuleScreen } from '../module-screen.tsx';
import { DashboardScreen } from './dashboard-screen.tsx';

/** Screens of the fortiview route group, loaded when one of its routes is first opened. */
export default function FortiviewModule() {
  const handle = [...useMatches()].reverse().map((m) => m.handle).find(isScreenHandle);
  const dashboard = dashboardOf(handle?.appKey);
  // a dashboard names its route's app key as every other screen does (ModuleScreen writes its own)
  return dashboard ? <div data-app-key={handle?.appKey} style={{ display: 'contents' }}>{dashboard}</div> : <ModuleScreen groupKey="fortiview" />;
}

function dashboardOf(appKey: string | undefined) {
  switch (appKey) {
    case 'fortiview.fmg-dash1':
      return <DashboardScreen fixedUuid="fmg-dash1" />;
    case 'fortiview.faz-performance-monitor':
      return <DashboardScreen fixedUuid="faz-performance-monitor" recreateOnVisit />;
    case 'fortiview.folder':
    case 'fortiview.dashboard':
      return <DashboardScreen />;
    default:
      return null;
  }
}
