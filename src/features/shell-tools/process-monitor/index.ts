export { ProcessMonitorDrawer, type ProcessMonitorDrawerProps } from './process-monitor-drawer.tsx';
