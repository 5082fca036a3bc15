import { createActivityChatService } from './activity-chat.service';
import { createChatSettingsService } from './chat-settings.service';
import { createDirectChatService } from './direct-chat.service';
import { inboxOf, markActivityChatRead } from './inbox';

/** The rules of both chats; HTTP routes and socket events call the same ones. */
export function createMessagesService() {
  const settings = createChatSettingsService();
  const activity = createActivityChatService();
  return {
    activity,
    direct: createDirectChatService(settings),
    settings,
    /** Every chat of the student with its unread count, newest first. */
    inbox: (userId: string) => inboxOf(userId, settings.muted(userId)),
    /** The student read an activity's chat (up to now). */
    async markActivityRead(userId: string, activityId: string): Promise<void> {
      await activity.assertMember(activityId, userId);
      await markActivityChatRead(userId, activityId);
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
