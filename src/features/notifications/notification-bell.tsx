export interface NotificationBellProps {}

export function NotificationBell(_props: NotificationBellProps) {
  return null;
}
