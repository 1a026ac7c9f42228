export interface AdomLockButtonProps {}

export function AdomLockButton(_props: AdomLockButtonProps) {
  return null;
}
