/**
 * What other features use of the messages: the activity's chat panel, screen and unread badge, the
 * chat settings, and the session socket's hooks.
 */
export { ActivityChatPanel } from './components/activity-chat-panel';
export { ActivityChatScreen } from './components/activity-chat-screen';
export { ActivityUnreadBadge } from './components/activity-unread-badge';
export { ChatPrivacySettings } from './components/chat-privacy-settings';
export { useSessionSocket, useSocketEvent, useSocketStatus } from './use-socket';
