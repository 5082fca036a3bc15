import { LIMITS } from '../constants';

/** What the API says about the group and direct chats: validation messages and refusals. */
export const CHAT_MESSAGES = {
  contentRequired: 'Message cannot be empty',
  contentLength: `Message must be at most ${LIMITS.chatMessageLength} characters`,
  invalidClientId: 'Invalid message id',
  clientIdFormat: `clientId must be ${LIMITS.clientIdMin} to ${LIMITS.clientIdMax} letters, digits, '-' or '_'`,
  invalidRoom: 'Invalid room',
  notAllowed: 'You can only message friends or people from your activities',
  participantsOnly: 'Only participants can use this chat',
  chatReadOnly: 'This activity is cancelled: its chat is read-only',
  messageNotFound: 'Message not found',
  oneCursor: 'Send either after or before, not both',
  ownMessagesOnly: 'You can only change your own messages',
  removeNotAllowed: 'Only the sender or the organizer can remove this message',
  messageDeleted: 'This message was deleted',
  invalidReaction: 'Unknown reaction',
  replyNotFound: 'The message you reply to is not in this chat',
  tooFast: 'You are sending messages too fast. Please wait a moment.',
} as const;
