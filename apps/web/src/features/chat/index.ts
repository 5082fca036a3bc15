/** What other features use of the chat: the activity panel and the pieces of any chat screen. */
export { ActivityChatPanel } from './components/activity-chat-panel';
export { ConnectionNotice } from './components/connection-notice';
export { MessageComposer } from './components/message-composer';
export { MessageList, type MessageActions } from './components/message-list';
export { deliverMessage, mergeFetched, updateThread, type ThreadRef } from './thread-cache';
export { hasUnsent, lastMessageId, threadItems, type Thread } from './thread';
export { useCatchUpOnConnect } from './use-catch-up';
export { useComposer } from './use-composer';
export { useMessageChanges } from './use-message-changes';
export { useOlderMessages } from './use-older-messages';
export { useSessionSocket, useSocketEvent, useSocketStatus } from './use-socket';
