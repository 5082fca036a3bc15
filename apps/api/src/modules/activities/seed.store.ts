/**
 * What the seed scripts (src/scripts) do to activities beyond what a student can: bulk inserts
 * and the few reads and fixes that make a generated community look lived in. Not for requests.
 */
import type mongoose from 'mongoose';
import { ActivityInviteModel } from './activity-invite.model';
import { ActivityModel } from './activity.model';

type Id = mongoose.Types.ObjectId;
type NewActivity = Parameters<typeof ActivityModel.insertMany>[0];
type Filter = Record<string, unknown>;

export const ensureActivityIndexes = (): Promise<void> => ActivityModel.createIndexes();

/** Generated activities, each built with every stored field: inserted as is, without hydrating. */
export async function insertGeneratedActivities(batch: object[]): Promise<void> {
  await ActivityModel.insertMany(batch, { ordered: false, lean: true });
}

/** Hand-written activities: the schema's defaults and timestamps are applied. Answers their ids. */
export async function insertActivities(activities: NewActivity): Promise<Id[]> {
  const created = await ActivityModel.insertMany(activities);
  return created.map((activity) => activity._id);
}

/** Activities matching `filter` (in `sort` order, at most `limit`), with the fields asked for. */
export const activitiesWhere = <T>(
  filter: Filter,
  fields: Record<string, 1>,
  { sort = {}, limit = 0 }: { sort?: Record<string, 1 | -1>; limit?: number } = {},
): Promise<(T & { _id: Id })[]> =>
  ActivityModel.find(filter, fields).sort(sort).limit(limit).lean<(T & { _id: Id })[]>().exec();

/** A student takes a place when one is left (no waitlist, no notices); answers whether they did. */
export async function seatIfRoom(activityId: Id, student: Id): Promise<boolean> {
  const result = await ActivityModel.updateOne(
    {
      _id: activityId,
      participants: { $ne: student },
      $or: [
        { maxParticipants: null },
        { $expr: { $lt: ['$participantCount', '$maxParticipants'] } },
      ],
    },
    { $push: { participants: student }, $inc: { participantCount: 1 } },
  );
  return result.modifiedCount === 1;
}

/** These students join, whatever the limit. */
export async function addParticipants(activityId: Id, students: Id[]): Promise<void> {
  await ActivityModel.updateOne(
    { _id: activityId },
    { $push: { participants: { $each: students } }, $inc: { participantCount: students.length } },
  );
}

export async function setActivityImage(activityId: Id, image: string): Promise<void> {
  await ActivityModel.updateOne({ _id: activityId }, { $set: { image } });
}

export async function setSharePreview(activityId: Id, sharePreview: boolean): Promise<void> {
  await ActivityModel.updateOne({ _id: activityId }, { $set: { sharePreview } });
}

/** The activities these organizers made carry their campus (as if made after they verified). */
export async function setCampusOfActivitiesBy(
  creators: Id[],
  campus: { _id: Id; name: string },
): Promise<void> {
  await ActivityModel.updateMany({ creator: { $in: creators } }, { $set: { campus } });
}

export async function insertInvite(activity: Id, invitee: Id, inviter: Id): Promise<void> {
  await ActivityInviteModel.create({ activity, invitee, inviter });
}
