import type mongoose from 'mongoose';
import { activitiesWhere } from '@/modules/activities';
import { pendingSendersTo } from '@/modules/friends';
import { documentFor, insertNotifications, type NotificationFields } from '@/modules/notifications';
import { studentsByEmails } from '@/modules/users';

const MINUTE_MS = 60_000;
type Id = mongoose.Types.ObjectId;

/** One seeded notification: what happened, how long ago, and whether the student has read it. */
interface Entry {
  fields: NotificationFields;
  minutesAgo: number;
  read: boolean;
  /** More actors collapsed into it, latest first after the one in `fields`. */
  others?: Id[];
}

/** What happened around one sample student, as their notifications would have recorded it. */
async function entriesFor(me: { _id: Id; friends: Id[] }): Promise<Entry[]> {
  const now = new Date();
  const [requests, [joined], [created], [cancelled]] = await Promise.all([
    pendingSendersTo(me._id.toString(), 2),
    activitiesWhere<{ title: string; date: Date; creator: Id }>(
      { participants: me._id, date: { $gt: now }, cancelledAt: null },
      { title: 1, date: 1, creator: 1 },
      { limit: 1 },
    ),
    activitiesWhere<{ title: string; participants: Id[] }>(
      { creator: me._id, participantCount: { $gt: 0 } },
      { title: 1, participants: 1 },
      { limit: 1 },
    ),
    activitiesWhere<{ title: string }>(
      { participants: me._id, cancelledAt: { $ne: null } },
      { title: 1 },
      { limit: 1 },
    ),
  ]);
  const entries: Entry[] = requests.map((sender, index) => ({
    fields: { type: 'friend-request', actor: sender },
    minutesAgo: 20 + index * 90,
    read: false,
  }));
  const friend = me.friends[0];
  if (friend)
    entries.push(
      {
        fields: { type: 'direct-message', actor: friend.toString(), group: friend.toString() },
        minutesAgo: 8,
        read: false,
      },
      {
        fields: { type: 'friend-accepted', actor: friend.toString() },
        minutesAgo: 3 * 24 * 60,
        read: true,
      },
    );
  if (joined) {
    const about = { id: joined._id.toString(), title: joined.title };
    const earlier = new Date(joined.date.getTime() - 60 * MINUTE_MS);
    entries.push(
      {
        fields: {
          type: 'activity-updated',
          actor: joined.creator.toString(),
          activity: about,
          changes: [{ field: 'date', from: earlier.toISOString(), to: joined.date.toISOString() }],
        },
        minutesAgo: 45,
        read: false,
      },
      {
        fields: { type: 'activity-reminder', activity: about, minutes: 60 },
        minutesAgo: 26 * 60,
        read: true,
      },
    );
  }
  const [latest, ...others] = [...(created?.participants ?? [])].reverse();
  if (created && latest)
    entries.push({
      fields: {
        type: 'activity-joined',
        actor: latest.toString(),
        activity: { id: created._id.toString(), title: created.title },
        group: created._id.toString(),
      },
      minutesAgo: 2 * 60,
      read: false,
      others,
    });
  if (cancelled)
    entries.push({
      fields: {
        type: 'activity-cancelled',
        activity: { id: cancelled._id.toString(), title: cancelled.title },
        reason: 'Rain is forecast all afternoon',
      },
      minutesAgo: 5 * 60,
      read: true,
    });
  return entries;
}

/** Read and unread notifications for each sample student, of every kind the app makes. */
export async function seedNotifications(sampleEmails: string[]): Promise<number> {
  const students = await studentsByEmails(sampleEmails, ['friends']);
  const documents = [];
  for (const student of students) {
    for (const { fields, minutesAgo, read, others = [] } of await entriesFor(student)) {
      const at = new Date(Date.now() - minutesAgo * MINUTE_MS);
      const document = documentFor(student._id.toString(), fields, at);
      // A read notification no longer collapses anything: it keeps no group.
      const { groupKey, ...rest } = document;
      documents.push({
        ...(read ? rest : { ...rest, ...(groupKey ? { groupKey } : {}) }),
        actors: [...document.actors, ...others],
        count: 1 + others.length,
        read,
      });
    }
  }
  await insertNotifications(documents);
  return documents.length;
}
