import type mongoose from 'mongoose';
import { activitiesWhere, addParticipants, insertInvite } from '@/modules/activities';
import { documentFor, insertNotifications } from '@/modules/notifications';
import { studentsByEmails } from '@/modules/users';

type Id = mongoose.Types.ObjectId;
const MINUTE_MS = 60_000;
/** Activities per sample student that some of their friends join, and invites each receives. */
const SHARED = 3;
const INVITES = 2;
const FRIENDS_GOING = 3;

/** Upcoming, open activities the student neither organizes nor takes part in, with room for friends. */
const openTo = (me: Id, exclude: Id[]) =>
  activitiesWhere<{ title: string; participants: Id[] }>(
    {
      _id: { $nin: exclude },
      creator: { $ne: me },
      participants: { $ne: me },
      waitlist: { $ne: me },
      date: { $gt: new Date() },
      cancelledAt: null,
      $or: [{ maxParticipants: null }, { maxParticipants: { $gte: 8 } }],
    },
    { title: 1, participants: 1 },
    { sort: { date: 1 }, limit: SHARED + INVITES },
  );

/**
 * Planning together, for the sample students: some of their friends go to upcoming activities
 * (the cards say 'Ana and 2 friends are going', and those rank first among recommendations), and
 * friends invited them to others (unread activity-invite notifications with one tap to join).
 */
export async function seedPlans(sampleEmails: string[]) {
  const samples = await studentsByEmails(sampleEmails, ['friends']);
  const used: Id[] = [];
  let shared = 0;
  let invites = 0;
  for (const me of samples) {
    const friends = me.friends.slice(0, FRIENDS_GOING + INVITES);
    if (friends.length === 0) continue;
    const activities = await openTo(me._id, used);
    used.push(...activities.map((activity) => activity._id));
    for (const activity of activities.slice(0, SHARED)) {
      const joining = friends
        .slice(0, FRIENDS_GOING)
        .filter((friend) => !activity.participants.some((id) => id.equals(friend)));
      await addParticipants(activity._id, joining);
      shared += 1;
    }
    for (const [index, activity] of activities.slice(SHARED).entries()) {
      const inviter = friends[index % friends.length];
      if (!inviter) continue;
      await insertInvite(activity._id, me._id, inviter);
      const at = new Date(Date.now() - (15 + index * 45) * MINUTE_MS);
      await insertNotifications([
        documentFor(
          me._id.toString(),
          {
            type: 'activity-invite',
            actor: inviter.toString(),
            activity: { id: activity._id.toString(), title: activity.title },
          },
          at,
        ),
      ]);
      invites += 1;
    }
  }
  return { shared, invites };
}
