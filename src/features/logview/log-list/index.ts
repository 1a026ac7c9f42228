// the feature's texts of the message catalogue, for whatever of it is used first
import './text.ts';
export { LogsScreen, LiveLogsScreen, CustomViewLogsScreen, LogGroupsScreen, LogBrowseScreen, ThreatHuntingScreen } from './screens.tsx';
export { LogList, type LogListProps } from './log-list.tsx';
export { appOf, logListPath, parseLogTypeParam } from './catalog.ts';
