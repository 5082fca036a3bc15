export { forgetNotificationsOf } from './forget-student';
export { type NotificationEvents, createNotificationEvents } from './notification-events';
export { settingsOfOne } from './notification-settings';
export { type NotificationFields, documentFor, insertNotifications } from './notification-store';
export { notificationsRoutes } from './notifications.routes';
export { type NotificationsService, createNotificationsService } from './notifications.service';
export { type Reminders, createReminders } from './reminders';
