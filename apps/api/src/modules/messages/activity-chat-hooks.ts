import type { ActivityChatHooks } from '@/modules/activities';
import type { ChatRooms } from '@/socket/rooms';
import type { ActivityChatService } from './activity-chat.service';

/** How the activity chat follows membership: who leaves stops hearing it; a deleted activity takes its chat along. */
export function activityChatHooks(chat: ActivityChatService, rooms: ChatRooms): ActivityChatHooks {
  return {
    participantLeft: (activityId, userId) => rooms.removeFromActivity(activityId, userId),
    async activityDeleted(activityId) {
      rooms.removeFromActivity(activityId);
      await chat.deleteChat(activityId);
    },
  };
}
