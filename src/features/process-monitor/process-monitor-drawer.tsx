export interface ProcessMonitorDrawerProps {
  open: boolean;
  onClose(): void;
}

export function ProcessMonitorDrawer(_props: ProcessMonitorDrawerProps) {
  return null;
}
