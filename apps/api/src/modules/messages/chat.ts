import { createChatRooms } from '@/socket/rooms';
import type { ChatServer } from '@/socket/socket-server';
import { activityChatHooks } from './activity-chat-hooks';
import { createMessageDelivery } from './messages.delivery';
import { createMessagesService } from './messages.service';

/** What the chat tells others: a direct message sent, and how to ask whether its recipient muted the sender. */
export type DirectMessageHook = (
  senderId: string,
  recipientId: string,
  isMuted: () => Promise<boolean>,
) => Promise<void>;

/** The chat's parts, built once per app: its rules, live delivery, and what activities tell it. */
export function createChat(io: ChatServer, directMessageSent: DirectMessageHook) {
  const messages = createMessagesService();
  const isMuted = (sender: string, recipient: string) => async () =>
    (await messages.settings.muted(recipient)).users.has(sender);
  return {
    messages,
    delivery: createMessageDelivery(
      io,
      ({ sender, recipient }) =>
        void directMessageSent(sender, recipient, isMuted(sender, recipient)),
    ),
    activityHooks: activityChatHooks(messages.activity, createChatRooms(io)),
  };
}
