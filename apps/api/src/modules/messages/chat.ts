import { createChatRooms } from '@/socket/rooms';
import type { ChatServer } from '@/socket/socket-server';
import { activityChatHooks } from './activity-chat-hooks';
import { createMessageDelivery } from './messages.delivery';
import { createMessagesService } from './messages.service';

/** The chat's parts, built once per app: its rules, live delivery, and what activities tell it. */
export function createChat(io: ChatServer) {
  const messages = createMessagesService();
  return {
    messages,
    delivery: createMessageDelivery(io),
    activityHooks: activityChatHooks(messages.activity, createChatRooms(io)),
  };
}
