/** What the app shell and the profile use of notifications: the bell is loaded on its own (see the navbar). */
export { notificationKeys } from './api/notifications';
export { NotificationSettings } from './components/notification-settings';
