import type { NotificationType } from '@peerconnect/contracts';

/**
 * The notification screens' and the bell's texts (the sentences themselves come from the API),
 * loaded with them, not in every page's first load.
 */
export const NOTIFICATION_TEXTS = {
  title: 'Notifications',
  bell: (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'),
  markAllRead: 'Mark all as read',
  seeAll: 'See all notifications',
  empty: 'You’re all caught up',
  emptyHint: 'Friend requests, changes to your activities and reminders will show up here.',
  unread: 'Unread',
  loading: 'Loading notifications...',
  failed: 'Could not load notifications.',
  retry: 'Try again',
  loadMore: 'Show older',
  justNow: 'just now',
  minutesAgo: (minutes: number) => `${minutes} min ago`,
  hoursAgo: (hours: number) => `${hours} h ago`,
  daysAgo: (days: number) => `${days} d ago`,
  settingsTitle: 'Notifications',
  settingsIntro: 'Choose what you hear about: in the app, by email, and pushed to your devices.',
  remindersTitle: 'Reminders',
  whatColumn: 'What',
  inApp: 'In the app',
  email: 'By email',
  push: 'Pushed',
  channelLabel: (type: string, channel: string) => `${type}: ${channel.toLowerCase()}`,
  reminderLabel: 'Remind me before my activities start',
  reminderOff: 'No reminder',
  reminderOption: (minutes: number) =>
    minutes % 1440 === 0
      ? `${minutes / 1440} day before`
      : minutes % 60 === 0
        ? `${minutes / 60} hour${minutes === 60 ? '' : 's'} before`
        : `${minutes} minutes before`,
  settingsFailed: 'Your change could not be saved. Please try again.',
  pushTitle: 'Notifications on this device',
  pushIntro: 'Get what you chose under “Pushed” on this device, even when PeerConnect is closed.',
  turnOnPush: 'Turn on notifications',
  turnOffPush: 'Turn off',
  pushOn: 'Notifications are on for this device.',
  pushDenied: 'Notifications are blocked for PeerConnect in this browser’s settings.',
  pushUnsupported: 'This browser cannot show notifications from PeerConnect.',
  pushFailed: 'Notifications could not be turned on. Please try again.',
  pushOffer: 'Want a notification when this activity changes, a reminder before it, or a message?',
  notNow: 'Not now',
  types: {
    'friend-request': 'Friend requests',
    'friend-accepted': 'Accepted friend requests',
    'activity-joined': 'Someone joins your activity',
    'activity-updated': 'Changes to activities you joined',
    'activity-cancelled': 'Cancelled activities',
    'direct-message': 'Messages while you are away',
    'activity-reminder': 'Activity reminders',
    'waitlist-promoted': 'A place for you off the waitlist',
    'report-outcome': 'What happened to your reports',
    'activity-invite': 'A friend invites you to an activity',
  } satisfies Record<NotificationType, string>,
};
