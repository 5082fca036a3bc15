import { CHAT_MESSAGES, MODERATION_MESSAGES, type MessageRemover } from '@peerconnect/contracts';
import { CHAT_TEXT } from '@/config/chat.messages';

/** What takes a deleted message's place, by who removed it. */
export function removedText(by: MessageRemover): string {
  if (by === 'organizer') return CHAT_TEXT.removedByOrganizer;
  if (by === 'moderator') return MODERATION_MESSAGES.removedByModerator;
  return CHAT_MESSAGES.messageDeleted;
}
