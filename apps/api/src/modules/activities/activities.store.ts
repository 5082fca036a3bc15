import mongoose from 'mongoose';
import { ActivityModel, type ActivityRecord } from './activity.model';

type Id = mongoose.Types.ObjectId;
const objectId = (id: string) => new mongoose.Types.ObjectId(id);

/** What a calendar event shows of an activity. */
export type CalendarActivity = Pick<
  ActivityRecord,
  | '_id'
  | 'title'
  | 'description'
  | 'location'
  | 'date'
  | 'endDate'
  | 'sequence'
  | 'cancelledAt'
  | 'series'
  | 'createdAt'
  | 'updatedAt'
>;

const CALENDAR_FIELDS = {
  title: 1,
  description: 1,
  location: 1,
  date: 1,
  endDate: 1,
  sequence: 1,
  cancelledAt: 1,
  series: 1,
  createdAt: 1,
  updatedAt: 1,
};

/** A student's calendar feed: the activities they organize or joined that have not ended, soonest first. */
export function calendarActivitiesOf(userId: string): Promise<CalendarActivity[]> {
  const me = objectId(userId);
  return ActivityModel.find(
    { $or: [{ creator: me }, { participants: me }], endDate: { $gt: new Date() } },
    CALENDAR_FIELDS,
  )
    .sort({ date: 1 })
    .lean<CalendarActivity[]>()
    .exec();
}

/** What telling an activity's people needs: its facts and who is in it, by id. */
export interface ActivityFacts {
  _id: string;
  title: string;
  date: Date;
  location: string;
  creator: string;
  participants: string[];
  waitlist: string[];
  cancelledAt?: Date | null;
  cancelReason?: string | null;
}

export async function activityFacts(activityId: string): Promise<ActivityFacts | null> {
  const activity = await ActivityModel.findById(activityId, {
    title: 1,
    date: 1,
    location: 1,
    creator: 1,
    participants: 1,
    waitlist: 1,
    cancelledAt: 1,
    cancelReason: 1,
  }).lean();
  if (!activity) return null;
  return {
    ...activity,
    _id: activity._id.toString(),
    creator: activity.creator.toString(),
    participants: activity.participants.map(String),
    waitlist: activity.waitlist.map(String),
  };
}

/** A visible activity's text and author, for a report; null when hidden or gone. */
export async function reportableActivity(
  activityId: string,
): Promise<{ title: string; description: string; creator: Id } | null> {
  return ActivityModel.findOne(
    { _id: objectId(activityId), hiddenAt: null },
    { _id: 0, title: 1, description: 1, creator: 1 },
  ).lean<{ title: string; description: string; creator: Id }>();
}

/** A moderator hides it: gone from every list and page. */
export async function hideActivity(activityId: string): Promise<void> {
  await ActivityModel.updateOne({ _id: objectId(activityId) }, { $set: { hiddenAt: new Date() } });
}

/** What a shared link's preview shows, the organizer by id. */
export type SharedActivityFacts = Pick<
  ActivityRecord,
  | '_id'
  | 'title'
  | 'category'
  | 'date'
  | 'endDate'
  | 'location'
  | 'image'
  | 'participantCount'
  | 'cancelledAt'
  | 'sharePreview'
> & { creator: Id };

export function sharedActivityFacts(activityId: string): Promise<SharedActivityFacts | null> {
  return ActivityModel.findById(activityId, {
    title: 1,
    category: 1,
    date: 1,
    endDate: 1,
    location: 1,
    image: 1,
    creator: 1,
    participantCount: 1,
    cancelledAt: 1,
    sharePreview: 1,
  })
    .lean<SharedActivityFacts>()
    .exec();
}

/** How many activities show this stored picture. */
export const activitiesWithImage = (path: string): Promise<number> =>
  ActivityModel.countDocuments({ image: path }).exec();

/** Activities showing one stored picture show another (a renamed upload). */
export async function repointActivityImages(from: string, to: string): Promise<void> {
  await ActivityModel.updateMany({ image: from }, { $set: { image: to } });
}
