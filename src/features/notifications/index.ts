export { NotificationBell, type NotificationBellProps } from './notification-bell.tsx';
export { useListNotifications, type Notification } from './api.ts';
