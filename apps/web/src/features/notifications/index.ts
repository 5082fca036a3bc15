/** What the profile uses of notifications: the settings (the bell is loaded on its own, see the navbar). */
export { NotificationSettings } from './components/notification-settings';
/** Push on this device, offered once after a student's first join. */
export { PushOffer } from './components/push-offer';
export { PushToggle } from './components/push-toggle';
