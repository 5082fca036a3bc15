import { ACCOUNT_MESSAGES, directRoomId, type Conversation } from '@peerconnect/contracts';
import type mongoose from 'mongoose';
import { type Student, studentsByIds } from '@/modules/users';
import { DirectConversationModel } from './direct-conversation.model';
import { DirectMessageModel, type DirectMessageRecord } from './direct-message.model';
import { lastMessagesOf, objectId } from './message-store';

/**
 * Lists the conversation of `sender` and `recipient` in both inboxes, as written at `at`. Called
 * before the message is stored: a crash in between leaves a row without messages, which the inbox
 * skips, never a message missing from the inbox.
 */
export async function noteConversation(
  sender: mongoose.Types.ObjectId,
  recipient: mongoose.Types.ObjectId,
  at = new Date(),
): Promise<void> {
  await DirectConversationModel.updateOne(
    { _id: directRoomId(sender.toString(), recipient.toString()) },
    { $setOnInsert: { members: [sender, recipient] }, $max: { lastAt: at } },
    { upsert: true },
  );
}

/**
 * Builds the conversation rows from the stored messages: for databases written before the rows
 * existed, and for scripts that insert messages directly. Safe to repeat.
 */
export async function summariseConversations(): Promise<number> {
  const rooms = await DirectMessageModel.aggregate<{
    _id: string;
    members: mongoose.Types.ObjectId[];
    lastAt: Date;
  }>([
    {
      $group: {
        _id: '$roomId',
        members: { $first: ['$sender', '$recipient'] },
        lastAt: { $max: '$createdAt' },
      },
    },
  ]);
  if (rooms.length === 0) return 0;
  await DirectConversationModel.bulkWrite(
    rooms.map((room) => ({
      updateOne: {
        filter: { _id: room._id },
        update: { $setOnInsert: { members: room.members }, $max: { lastAt: room.lastAt } },
        upsert: true,
      },
    })),
  );
  return rooms.length;
}

type LastMessage = Pick<DirectMessageRecord, 'content' | 'createdAt' | 'deletedBy'> & {
  _id: mongoose.Types.ObjectId;
};

const newestFirst = (a: LastMessage, b: LastMessage) =>
  b.createdAt.getTime() - a.createdAt.getTime() || b._id.toString().localeCompare(a._id.toString());

/** The unread messages each other student sent `me`, from the unread-messages index. */
async function unreadBySender(me: mongoose.Types.ObjectId): Promise<Map<string, number>> {
  const counts = await DirectMessageModel.aggregate<{ _id: mongoose.Types.ObjectId; n: number }>([
    // A message deleted before it was read is nothing to read.
    { $match: { recipient: me, read: false, deletedBy: { $exists: false } } },
    { $group: { _id: '$sender', n: { $sum: 1 } } },
  ]);
  return new Map(counts.map((count) => [count._id.toString(), count.n]));
}

/** A direct chat as stored: the other student, the last message and how many of theirs are unread. */
export interface DirectChat {
  other: mongoose.Types.ObjectId;
  last: LastMessage;
  unread: number;
}

/** The student's direct chats that have a message, newest first, without names (three queries). */
export async function directChatsOf(userId: string): Promise<DirectChat[]> {
  const me = objectId(userId);
  const [rows, unread] = await Promise.all([
    DirectConversationModel.find({ members: me }, { members: 1 }).sort({ lastAt: -1 }).lean(),
    unreadBySender(me),
  ]);
  const lasts = await lastMessagesOf<LastMessage>(
    DirectMessageModel,
    'roomId',
    rows.map((row) => row._id),
    ['_id', 'content', 'createdAt', 'deletedBy'],
  );
  const chats = rows.flatMap((row) => {
    const last = lasts.get(row._id);
    const other = row.members.find((member) => !member.equals(me)) ?? me;
    return last ? [{ other, last, unread: unread.get(other.toString()) ?? 0 }] : [];
  });
  return chats.sort((a, b) => newestFirst(a.last, b.last));
}

/** What a chat row shows of a student. */
export const CHAT_PARTNER_FIELDS = ['username', 'profilePicture'] as const;
export type ChatPartner = Student<(typeof CHAT_PARTNER_FIELDS)[number]>;

/**
 * The rows of these chats, with the students read with CHAT_PARTNER_FIELDS, by id. Pictures are
 * stored paths; routes make them absolute.
 */
export function asConversations(
  chats: DirectChat[],
  students: Map<string, ChatPartner>,
): Conversation[] {
  return chats.map(({ other, last, unread }) => {
    const user = students.get(other.toString());
    // A deleted account's conversation stays, its messages from a 'Deleted student'.
    return {
      user: {
        _id: other.toString(),
        username: user ? (user.username ?? '') : ACCOUNT_MESSAGES.deletedStudent,
        profilePicture: user?.profilePicture ?? '',
      },
      ...(user ? {} : { userDeleted: true }),
      lastMessage: {
        content: last.content ?? '',
        createdAt: last.createdAt.toISOString(),
        ...(last.deletedBy === 'sender' ? { deleted: 'sender' as const } : {}),
      },
      unreadCount: unread,
    };
  });
}

/** The students with these ids, read with CHAT_PARTNER_FIELDS (only public fields), by id. */
export async function chatPartnersByIds(ids: mongoose.Types.ObjectId[]) {
  const students = await studentsByIds(ids, CHAT_PARTNER_FIELDS);
  return new Map(students.map((student) => [student._id.toString(), student]));
}

/** One row per person the user has exchanged messages with, newest conversation first. */
export async function conversationsOf(userId: string): Promise<Conversation[]> {
  const chats = await directChatsOf(userId);
  return asConversations(chats, await chatPartnersByIds(chats.map((chat) => chat.other)));
}
