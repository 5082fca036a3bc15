import { ACCOUNT_MESSAGES, type InboxActivityEntry, type InboxEntry } from '@peerconnect/contracts';
import type mongoose from 'mongoose';
import { memberActivitiesOf } from '@/modules/activities';
import { usernameOf } from '@/modules/users';
import { ActivityChatReadModel } from './activity-chat-read.model';
import { ActivityMessageModel, type ActivityMessageRecord } from './activity-message.model';
import { conversationsOf } from './conversations';
import { objectId } from './message-store';

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

/** One activity chat's row: its last message and how many messages of others came since reading. */
async function activityRow(
  user: Id,
  activity: { _id: Id; title: string },
  lastReadAt: Date,
  muted: boolean,
): Promise<InboxActivityEntry> {
  const [last, unreadCount] = await Promise.all([
    ActivityMessageModel.findOne({ activity: activity._id })
      .sort({ createdAt: -1, _id: -1 })
      .lean<ActivityMessageRecord>(),
    ActivityMessageModel.countDocuments({
      activity: activity._id,
      // A message from the very millisecond of the read mark may not have reached the reader yet.
      createdAt: { $gte: lastReadAt },
      sender: { $ne: user },
      // A message deleted before it was read is nothing to read.
      deletedBy: { $exists: false },
    }),
  ]);
  const senderName = last && (await usernameOf(last.sender));
  return {
    kind: 'activity',
    activity: { _id: activity._id.toString(), title: activity.title },
    lastMessage: last
      ? {
          content: last.content,
          createdAt: last.createdAt.toISOString(),
          senderName: senderName ?? ACCOUNT_MESSAGES.deletedStudent,
          ...(last.deletedBy === 'sender' || last.deletedBy === 'organizer'
            ? { deleted: last.deletedBy }
            : {}),
        }
      : null,
    unreadCount,
    muted,
  };
}

const lastTime = (entry: InboxEntry) =>
  entry.lastMessage?.createdAt ? Date.parse(entry.lastMessage.createdAt) : 0;

/**
 * Every chat of the student: direct conversations and the chats of the activities they organise
 * or take part in, newest message first (activity chats without messages last).
 */
export async function inboxOf(
  userId: string,
  muted: { users: Set<string>; activities: Set<string> },
): Promise<InboxEntry[]> {
  const me = objectId(userId);
  const [direct, activities] = await Promise.all([
    conversationsOf(userId),
    memberActivitiesOf(userId),
  ]);
  const marks = await readMarks(
    me,
    activities.map((activity) => activity._id),
  );
  const activityRows = await Promise.all(
    activities.map((activity) =>
      activityRow(
        me,
        activity,
        marks.get(activity._id.toString()) ?? new Date(),
        muted.activities.has(activity._id.toString()),
      ),
    ),
  );
  const directRows: InboxEntry[] = direct.map((conversation) => ({
    kind: 'direct',
    ...conversation,
    muted: muted.users.has(conversation.user._id),
  }));
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
