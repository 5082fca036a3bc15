/** What the app shell uses of notifications: the bell is loaded on its own (see the navbar). */
export { notificationKeys } from './api/notifications';
