/**
 * The chat's second light entry (like ./socket): unread counts, the inbox and the chat settings,
 * for the navigation, the dashboard, the activity page and the profile, without the chat's
 * components, virtual list or socket client (the live inbox is in ./socket).
 */
export { ActivityUnreadBadge } from './components/activity-unread-badge';
export { ChatPrivacySettings } from './components/chat-privacy-settings';
export { MuteButton } from './components/mute-button';
export {
  clearUnread,
  inboxKeys,
  inboxOptions,
  markActivityRead,
  useInbox,
  useMute,
  useUnreadTotal,
} from './api/inbox';
