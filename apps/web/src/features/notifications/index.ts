/** What the profile uses of notifications: the settings (the bell is loaded on its own, see the navbar). */
export { NotificationSettings } from './components/notification-settings';
