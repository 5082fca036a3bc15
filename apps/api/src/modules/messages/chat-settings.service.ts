import type { ChatRef, ChatSettings } from '@peerconnect/contracts';
import { ChatSettingsModel } from './chat-settings.model';
import { objectId } from './message-store';

const DEFAULTS = { readReceipts: true, mutedUsers: [], mutedActivities: [] };

/** Read receipts and muted chats, per student. */
export function createChatSettingsService() {
  async function of(userId: string) {
    const found = await ChatSettingsModel.findOne(
      { user: objectId(userId) },
      { readReceipts: 1, mutedUsers: 1, mutedActivities: 1 },
    ).lean();
    return found ?? DEFAULTS;
  }

  return {
    async get(userId: string): Promise<ChatSettings> {
      return { readReceipts: (await of(userId)).readReceipts };
    },

    async update(userId: string, settings: ChatSettings): Promise<ChatSettings> {
      await ChatSettingsModel.updateOne(
        { user: objectId(userId) },
        { $set: { readReceipts: settings.readReceipts } },
        { upsert: true },
      );
      return settings;
    },

    /** Receipts pass between two students only when both have them on (as in WhatsApp). */
    async receiptsBetween(a: string, b: string): Promise<boolean> {
      const turnedOff = await ChatSettingsModel.exists({
        user: { $in: [objectId(a), objectId(b)] },
        readReceipts: false,
      });
      return turnedOff === null;
    },

    /** The ids of the student's muted chats, by kind. */
    async muted(userId: string): Promise<{ users: Set<string>; activities: Set<string> }> {
      const settings = await of(userId);
      return {
        users: new Set(settings.mutedUsers.map(String)),
        activities: new Set(settings.mutedActivities.map(String)),
      };
    },

    /** Mutes or unmutes a chat (the caller checked that the student may read it). */
    async mute(userId: string, chat: ChatRef, muted: boolean): Promise<boolean> {
      const field = chat.kind === 'direct' ? 'mutedUsers' : 'mutedActivities';
      const change = muted ? '$addToSet' : '$pull';
      await ChatSettingsModel.updateOne(
        { user: objectId(userId) },
        { [change]: { [field]: objectId(chat.id) } },
        { upsert: true },
      );
      return muted;
    },
  };
}

export type ChatSettingsService = ReturnType<typeof createChatSettingsService>;
