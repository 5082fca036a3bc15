import mongoose from 'mongoose';
import { ActivityModel } from './activity.model';

type Id = mongoose.Types.ObjectId;
const objectId = (id: string) => new mongoose.Types.ObjectId(id);

/** The organizer or a participant: who belongs to an activity's chat. */
const memberIs = (userId: string) => {
  const me = objectId(userId);
  return { $or: [{ creator: me }, { participants: me }] };
};

export async function activityExists(activityId: string): Promise<boolean> {
  return (await ActivityModel.exists({ _id: objectId(activityId) })) !== null;
}

/** Not cancelled (a cancelled activity's chat is read-only). */
export async function isActivityOpen(activityId: string): Promise<boolean> {
  return (await ActivityModel.exists({ _id: objectId(activityId), cancelledAt: null })) !== null;
}

export async function isMemberOf(activityId: string, userId: string): Promise<boolean> {
  const found = await ActivityModel.exists({ _id: objectId(activityId), ...memberIs(userId) });
  return found !== null;
}

export async function organizes(activityId: string, userId: string): Promise<boolean> {
  const found = await ActivityModel.exists({
    _id: objectId(activityId),
    creator: objectId(userId),
  });
  return found !== null;
}

/** Which of these activities the student organizes or takes part in, in one query. */
export async function memberOfAmong(activityIds: string[], userId: string): Promise<string[]> {
  const found = await ActivityModel.find(
    { _id: { $in: activityIds.map(objectId) }, ...memberIs(userId) },
    { _id: 1 },
  ).lean();
  return found.map(({ _id }) => _id.toString());
}

/** The activities the student organizes or takes part in, with their titles (their chats). */
export function memberActivitiesOf(userId: string): Promise<{ _id: Id; title: string }[]> {
  return ActivityModel.find(memberIs(userId), { title: 1 })
    .lean<{ _id: Id; title: string }[]>()
    .exec();
}

/** The activity's title when the student belongs to it, else null. */
export async function titleForMember(activityId: string, userId: string): Promise<string | null> {
  const activity = await ActivityModel.findOne(
    { _id: objectId(activityId), ...memberIs(userId) },
    { title: 1 },
  ).lean();
  return activity?.title ?? null;
}

/** Whether the two students are in one activity together, either as its organizer. */
export async function shareAnActivity(userId: string, otherId: string): Promise<boolean> {
  const me = objectId(userId);
  const other = objectId(otherId);
  const found = await ActivityModel.exists({
    $or: [
      { creator: me, participants: other },
      { creator: other, participants: me },
      { participants: { $all: [me, other] } },
    ],
  });
  return found !== null;
}

/** The ids of the student's upcoming activities still on (organized or joined). */
export async function upcomingActivityIdsOf(userId: string): Promise<string[]> {
  const upcoming = await ActivityModel.find(
    { ...memberIs(userId), date: { $gt: new Date() }, cancelledAt: null },
    { _id: 1 },
  ).lean();
  return upcoming.map(({ _id }) => _id.toString());
}

/**
 * The people of the student's most recent activities (the latest `limit` joined and `limit`
 * organized), one list of ids per activity, the organizer first.
 */
export async function recentActivityPeople(userId: string, limit: number): Promise<string[][]> {
  const me = objectId(userId);
  const fields = { creator: 1, participants: 1 };
  const [joined, organised] = await Promise.all([
    ActivityModel.find({ participants: me }, fields).sort({ date: -1 }).limit(limit).lean(),
    ActivityModel.find({ creator: me }, fields).sort({ date: -1 }).limit(limit).lean(),
  ]);
  return [...joined, ...organised].map((activity) =>
    [activity.creator, ...activity.participants].map(String),
  );
}
