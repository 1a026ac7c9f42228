import { CustomViewLogsScreen, LiveLogsScreen, LogBrowseScreen, LogGroupsScreen, LogsScreen, ThreatHuntingScreen } from '@/features/logview/log-list/index.ts';
import { ModuleScreen, type ScreenMap } from '../module-screen.tsx';

const SCREENS: ScreenMap<'logview'> = {
  'logview.threat_hunting': ThreatHuntingScreen,
  'logview.logs': LogsScreen,
  'logview.utm-monitor': LiveLogsScreen,
  'logview.monitor': LiveLogsScreen,
  'logview.customviewlogs': CustomViewLogsScreen,
  'logview.logbrowse': LogBrowseScreen,
  'logview.loggroups': LogGroupsScreen,
};

/** Screens of the logview route group, loaded when one of its routes is first opened. */
export default function LogviewModule() {
  return <ModuleScreen groupKey="logview" screens={SCREENS} />;
}
