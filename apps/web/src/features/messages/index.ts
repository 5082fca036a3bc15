/**
 * What other features use of the messages: the activity's chat panel, its unread badge, the chat
 * settings, and the session socket's hooks.
 */
export { ActivityChatPanel } from './components/activity-chat-panel';
export { ActivityUnreadBadge } from './components/activity-unread-badge';
export { ChatPrivacySettings } from './components/chat-privacy-settings';
export { useSessionSocket, useSocketEvent, useSocketStatus } from './use-socket';
