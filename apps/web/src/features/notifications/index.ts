/** What the settings page uses of notifications (the bell is loaded on its own, see the navbar). */
export { NotificationSettings } from './components/notification-settings';
export { ReminderSettings } from './components/reminder-settings';
/** Push on this device, offered once after a student's first join. */
export { PushOffer } from './components/push-offer';
export { PushToggle } from './components/push-toggle';
