import { ACCOUNT_MESSAGES } from '@peerconnect/contracts';
import mongoose from 'mongoose';
import { titleForMember } from '@/modules/activities';
import { usernameOf } from '@/modules/users';
import { ActivityMessageModel, type ActivityMessageRecord } from './activity-message.model';
import { DirectMessageModel, type DirectMessageRecord } from './direct-message.model';
import { eraseStored } from './message-store';
import { toChatMessage, toDirectMessage } from './message-views';
import type { MessageDelivery } from './messages.delivery';

type Found =
  | { kind: 'direct'; record: DirectMessageRecord }
  | { kind: 'activity'; record: ActivityMessageRecord };

/** A message as a report keeps it. */
export interface MessageSnapshot {
  text: string;
  authorId: string;
  context: string;
}

async function find(messageId: string): Promise<Found | null> {
  const _id = new mongoose.Types.ObjectId(messageId);
  const direct = await DirectMessageModel.findById(_id).lean<DirectMessageRecord>();
  if (direct) return { kind: 'direct', record: direct };
  const activity = await ActivityMessageModel.findById(_id).lean<ActivityMessageRecord>();
  return activity ? { kind: 'activity', record: activity } : null;
}

const nameOf = async (userId: mongoose.Types.ObjectId) =>
  (await usernameOf(userId)) ?? ACCOUNT_MESSAGES.deletedStudent;

/**
 * What moderation needs of the chats: a message as its reader saw it, and hiding it (or giving it
 * back) for everyone, live, as a deletion would be shown: 'Removed by a moderator'.
 */
export function createModeratedMessages(delivery: MessageDelivery) {
  /** Tells both chats' open sessions of the change; never whether a direct message was read. */
  async function deliver(found: Found): Promise<void> {
    if (found.kind === 'activity') {
      delivery.activityMessageChanged(
        toChatMessage(found.record, await nameOf(found.record.sender)),
      );
      return;
    }
    const { read: _hidden, ...message } = toDirectMessage(found.record);
    delivery.directMessageChanged(message);
  }

  return {
    /** The message if `readerId` can read it (one of the pair, or a member of the activity). */
    async snapshot(readerId: string, messageId: string): Promise<MessageSnapshot | null> {
      const found = await find(messageId);
      if (!found) return null;
      const { record } = found;
      const reader = new mongoose.Types.ObjectId(readerId);
      if (found.kind === 'direct') {
        const { sender, recipient } = found.record;
        if (!sender.equals(reader) && !recipient.equals(reader)) return null;
        return { text: record.content, authorId: sender.toString(), context: 'Direct message' };
      }
      const title = await titleForMember(found.record.activity.toString(), readerId);
      if (title === null) return null;
      return {
        text: record.content,
        authorId: record.sender.toString(),
        context: `Chat of ${title}`,
      };
    },

    /** Erases the text (a report keeps it) and shows 'Removed by a moderator' to everyone. */
    async hide(messageId: string): Promise<void> {
      const found = await find(messageId);
      if (!found || found.record.deletedBy) return;
      if (found.kind === 'direct') {
        const record = await eraseStored(DirectMessageModel, messageId, 'moderator');
        return deliver({ kind: 'direct', record });
      }
      const record = await eraseStored(ActivityMessageModel, messageId, 'moderator');
      await deliver({ kind: 'activity', record });
    },

    /** Gives a message hidden pending review its text back (the report was dismissed). */
    async restore(messageId: string, text: string): Promise<void> {
      const _id = new mongoose.Types.ObjectId(messageId);
      const change = {
        $set: { content: text },
        $unset: { deletedAt: 1, deletedBy: 1 },
      };
      const hidden = { _id, deletedBy: 'moderator' as const };
      const direct = await DirectMessageModel.findOneAndUpdate(hidden, change, {
        returnDocument: 'after',
      }).lean<DirectMessageRecord>();
      if (direct) return deliver({ kind: 'direct', record: direct });
      const activity = await ActivityMessageModel.findOneAndUpdate(hidden, change, {
        returnDocument: 'after',
      }).lean<ActivityMessageRecord>();
      if (activity) await deliver({ kind: 'activity', record: activity });
    },
  };
}

export type ModeratedMessages = ReturnType<typeof createModeratedMessages>;
