import { createActivityChatService } from './activity-chat.service';
import { createDirectChatService } from './direct-chat.service';

/** The rules of both chats; HTTP routes and socket events call the same ones. */
export function createMessagesService() {
  return {
    activity: createActivityChatService(),
    direct: createDirectChatService(),
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
