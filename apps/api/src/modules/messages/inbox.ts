import { ACCOUNT_MESSAGES, type InboxActivityEntry, type InboxEntry } from '@peerconnect/contracts';
import type mongoose from 'mongoose';
import { memberActivitiesOf } from '@/modules/activities';
import { ActivityChatReadModel } from './activity-chat-read.model';
import { ActivityMessageModel } from './activity-message.model';
import {
  asConversations,
  type ChatPartner,
  chatPartnersByIds,
  directChatsOf,
} from './conversations';
import { lastMessagesOf, objectId } from './message-store';

type Id = mongoose.Types.ObjectId;

/**
 * How far the student has read each of these activity chats. A chat seen here for the first time
 * counts as read up to now, so only what is said from then on is new.
 */
async function readMarks(user: Id, activityIds: Id[]): Promise<Map<string, Date>> {
  const marks = await ActivityChatReadModel.find(
    { user, activity: { $in: activityIds } },
    { activity: 1, lastReadAt: 1 },
  ).lean();
  const byActivity = new Map(marks.map((mark) => [mark.activity.toString(), mark.lastReadAt]));
  const now = new Date();
  const missing = activityIds.filter((id) => !byActivity.has(id.toString()));
  if (missing.length > 0) {
    await ActivityChatReadModel.bulkWrite(
      missing.map((activity) => ({
        updateOne: {
          filter: { user, activity },
          update: { $setOnInsert: { lastReadAt: now } },
          upsert: true,
        },
      })),
    );
    for (const id of missing) byActivity.set(id.toString(), now);
  }
  return byActivity;
}

interface LastActivityMessage {
  _id: Id;
  sender: Id;
  content: string;
  createdAt: Date;
  deletedBy?: string;
}

/** How many messages of others each chat has had since its read mark, in one aggregation. */
async function unreadCountsOf(user: Id, marks: Map<string, Date>): Promise<Map<string, number>> {
  const activityIds = [...marks.keys()].map(objectId);
  const rows = await ActivityMessageModel.aggregate<{ _id: Id; count: number }>([
    // On `activity` alone first, so the index answers; each chat's own mark comes next.
    {
      $match: {
        activity: { $in: activityIds },
        sender: { $ne: user },
        // A message deleted before it was read is nothing to read.
        deletedBy: { $exists: false },
      },
    },
    {
      $match: {
        // A message from the very millisecond of the read mark may not have reached the reader yet.
        $or: activityIds.map((activity) => ({
          activity,
          createdAt: { $gte: marks.get(activity.toString()) },
        })),
      },
    },
    { $group: { _id: '$activity', count: { $sum: 1 } } },
  ]);
  return new Map(rows.map((row) => [row._id.toString(), row.count]));
}

interface ActivityChat {
  activity: { _id: Id; title: string };
  last?: LastActivityMessage;
  unread: number;
}

/** These activity chats, each with its last message and how many messages are unread. */
async function activityChatsOf(
  user: Id,
  activities: { _id: Id; title: string }[],
): Promise<ActivityChat[]> {
  if (activities.length === 0) return [];
  const ids = activities.map((activity) => activity._id);
  const [lasts, unread] = await Promise.all([
    lastMessagesOf<LastActivityMessage>(ActivityMessageModel, 'activity', ids, [
      '_id',
      'sender',
      'content',
      'createdAt',
      'deletedBy',
    ]),
    readMarks(user, ids).then((marks) => unreadCountsOf(user, marks)),
  ]);
  return activities.map((activity) => {
    const id = activity._id.toString();
    return { activity, last: lasts.get(id), unread: unread.get(id) ?? 0 };
  });
}

function activityRow(
  { activity, last, unread }: ActivityChat,
  students: Map<string, ChatPartner>,
  muted: Set<string>,
): InboxActivityEntry {
  const id = activity._id.toString();
  return {
    kind: 'activity',
    activity: { _id: id, title: activity.title },
    lastMessage: last
      ? {
          content: last.content,
          createdAt: last.createdAt.toISOString(),
          senderName:
            students.get(last.sender.toString())?.username ?? ACCOUNT_MESSAGES.deletedStudent,
          ...(last.deletedBy === 'sender' || last.deletedBy === 'organizer'
            ? { deleted: last.deletedBy }
            : {}),
        }
      : null,
    unreadCount: unread,
    muted: muted.has(id),
  };
}

const lastTime = (entry: InboxEntry) =>
  entry.lastMessage?.createdAt ? Date.parse(entry.lastMessage.createdAt) : 0;

/**
 * Every chat of the student: direct conversations and the chats of the activities they organise
 * or take part in, newest message first (activity chats without messages last). The students
 * both kinds name are read once.
 */
export async function inboxOf(
  userId: string,
  mutedChats: Promise<{ users: Set<string>; activities: Set<string> }>,
): Promise<InboxEntry[]> {
  const me = objectId(userId);
  const [direct, activityChats, muted] = await Promise.all([
    directChatsOf(userId),
    memberActivitiesOf(userId).then((activities) => activityChatsOf(me, activities)),
    mutedChats,
  ]);
  const students = await chatPartnersByIds([
    ...direct.map((chat) => chat.other),
    ...activityChats.flatMap((chat) => (chat.last ? [chat.last.sender] : [])),
  ]);
  const directRows: InboxEntry[] = asConversations(direct, students).map((conversation) => ({
    kind: 'direct',
    ...conversation,
    muted: muted.users.has(conversation.user._id),
  }));
  const activityRows = activityChats.map((chat) => activityRow(chat, students, muted.activities));
  return [...directRows, ...activityRows].sort((a, b) => lastTime(b) - lastTime(a));
}

/** Marks an activity chat read up to now for the student. */
export async function markActivityChatRead(userId: string, activityId: string): Promise<void> {
  await ActivityChatReadModel.updateOne(
    { user: objectId(userId), activity: objectId(activityId) },
    { $set: { lastReadAt: new Date() } },
    { upsert: true },
  );
}
