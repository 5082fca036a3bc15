import { LIMITS } from '../constants';

/** Chat texts for the activity group chat and direct messages. */
export const CHAT_MESSAGES = {
  contentRequired: 'Message cannot be empty',
  contentLength: `Message must be at most ${LIMITS.chatMessageLength} characters`,
  invalidClientId: 'Invalid message id',
  clientIdFormat: `clientId must be ${LIMITS.clientIdMin} to ${LIMITS.clientIdMax} letters, digits, '-' or '_'`,
  invalidRoom: 'Invalid room',
  notAllowed: 'You can only message friends or people from your activities',
  participantsOnly: 'Only participants can use this chat',
  messageNotFound: 'Message not found',
  tooFast: 'You are sending messages too fast. Please wait a moment.',

  groupChatTitle: 'Activity Group Chat',
  connectionErrorBadge: 'Connection Error',
  connecting: 'Connecting to chat...',
  loadingMessages: 'Loading messages...',
  connectFailed: 'Failed to connect to chat.',
  reconnect: 'Reconnect',
  reconnecting: 'Reconnecting...',
  reconnectingHint: 'Reconnecting to chat... Please try again in a moment.',
  couldNotLoad: "Couldn't load messages. Please try refreshing the page.",
  loadError: 'Error loading messages. Please try again.',
  empty: 'No messages yet. Be the first to say something!',
  failedToSend: '(Failed to send)',
  tapToRetry: '(Tap to retry)',
  inputPlaceholder: 'Type a message...',
  send: 'Send',
  joinToAccessTitle: 'Join to access group chat',
  joinToAccessBody:
    'You need to join this activity to access the group chat with other participants.',

  messagesTitle: 'Messages',
  loadingConversations: 'Loading conversations...',
  conversationsFailed: 'Failed to load conversations',
  noConversations: 'No conversations yet',
  noConversationsHint: 'Start chatting with your friends from your friends list.',
  noMessagesPreview: 'No messages yet',
  loadingConversation: 'Loading conversation...',
  conversationFailed: 'Failed to load conversation',
  noMessagesInConversation: 'No messages yet',
  startConversationHint: 'Send a message to start the conversation.',
} as const;
