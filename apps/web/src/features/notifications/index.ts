/** What the settings page uses of notifications (the bell is loaded on its own, see the navbar). */
export { NotificationSettings } from './components/notification-settings';
export { ReminderSettings } from './components/reminder-settings';
export { PushToggle } from './components/push-toggle';
