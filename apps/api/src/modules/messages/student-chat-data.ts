import type { DataExport } from '@peerconnect/contracts';
import { ActivityChatReadModel } from './activity-chat-read.model';
import { ActivityMessageModel } from './activity-message.model';
import { ChatSettingsModel } from './chat-settings.model';
import { DirectMessageModel } from './direct-message.model';
import { objectId } from './message-store';

/**
 * A leaving student's chat settings and how far they read each activity chat go with them; their
 * messages stay for the others, from a 'Deleted student'.
 */
export async function forgetChatStateOf(userId: string): Promise<void> {
  const me = objectId(userId);
  await Promise.all([
    ChatSettingsModel.deleteMany({ user: me }),
    ActivityChatReadModel.deleteMany({ user: me }),
  ]);
}

/** Every message a student sent, oldest first, for their data export. */
export async function messagesSentBy(userId: string): Promise<DataExport['messagesSent']> {
  const me = objectId(userId);
  const [activityMessages, directMessages] = await Promise.all([
    ActivityMessageModel.find({ sender: me }, { activity: 1, content: 1, createdAt: 1 })
      .sort({ createdAt: 1 })
      .lean(),
    DirectMessageModel.find({ sender: me }, { recipient: 1, content: 1, createdAt: 1 })
      .sort({ createdAt: 1 })
      .lean(),
  ]);
  return {
    activityChats: activityMessages.map((message) => ({
      activityId: message.activity.toString(),
      content: message.content,
      sentAt: message.createdAt.toISOString(),
    })),
    direct: directMessages.map((message) => ({
      recipientId: message.recipient.toString(),
      content: message.content,
      sentAt: message.createdAt.toISOString(),
    })),
  };
}
