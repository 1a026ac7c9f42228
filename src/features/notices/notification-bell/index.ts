export { NotificationBell, type NotificationBellProps, type NotificationAction } from './notification-bell.tsx';
