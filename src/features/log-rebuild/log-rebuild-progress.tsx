export interface LogRebuildProgressProps {}

export function LogRebuildProgress(_props: LogRebuildProgressProps) {
  return null;
}
