export { NotificationBell, type NotificationBellProps, type NotificationAction } from './notification-bell.tsx';
export { useListNotifications, type Notification } from './api.ts';
