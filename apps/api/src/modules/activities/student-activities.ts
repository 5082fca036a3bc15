import type { DataExport } from '@peerconnect/contracts';
import mongoose from 'mongoose';
import { ActivityModel } from './activity.model';

type StoredActivity = {
  _id: { toString(): string };
  title: string;
  category: string;
  date: Date;
  location: string;
  description: string;
};

const ACTIVITY_FIELDS = { title: 1, category: 1, date: 1, location: 1, description: 1 };

const exported = (activity: StoredActivity) => ({
  _id: activity._id.toString(),
  title: activity.title,
  category: activity.category,
  date: activity.date.toISOString(),
  location: activity.location,
  description: activity.description,
});

/** The activities a student organized and joined, soonest first, for their data export. */
export async function activitiesOf(
  userId: string,
): Promise<Pick<DataExport, 'activitiesCreated' | 'activitiesJoined'>> {
  const me = new mongoose.Types.ObjectId(userId);
  const [created, joined] = await Promise.all([
    ActivityModel.find({ creator: me }, ACTIVITY_FIELDS).sort({ date: 1 }).lean(),
    ActivityModel.find({ participants: me }, ACTIVITY_FIELDS).sort({ date: 1 }).lean(),
  ]);
  return { activitiesCreated: created.map(exported), activitiesJoined: joined.map(exported) };
}

/** A student's upcoming activities as their organizer, with who joined each. */
export async function upcomingOrganizedBy(userId: string) {
  const upcoming = await ActivityModel.find(
    { creator: new mongoose.Types.ObjectId(userId), date: { $gte: new Date() } },
    { title: 1, date: 1, participants: 1 },
  ).lean();
  return upcoming.map((activity) => ({
    id: activity._id.toString(),
    title: activity.title,
    date: activity.date,
    participants: activity.participants,
  }));
}
