import type { Activity } from '@peerconnect/contracts';
import type mongoose from 'mongoose';
import { absolute } from '@/http/base-url';
import type { ActivityRecord } from './activity.model';

interface PersonRecord {
  _id: mongoose.Types.ObjectId;
  username?: string;
  profilePicture?: string;
  email?: string;
}

export type PopulatedActivity = Omit<ActivityRecord, 'creator' | 'participants'> & {
  creator: PersonRecord | null;
  participants: PersonRecord[];
};

export const CREATOR_FIELDS = '_id username profilePicture';
export const PARTICIPANT_FIELDS = '_id username profilePicture email';

/**
 * The activity as the API shows it. Participants' emails are shown only to the organizer and to
 * fellow participants (spec §3 lists them; nobody else needs them).
 */
export function toActivityView(
  activity: PopulatedActivity,
  viewerId: string,
  baseUrl: string,
): Activity {
  const people = [activity.creator?._id, ...activity.participants.map((p) => p._id)].map(String);
  const insider = people.includes(viewerId);
  return {
    _id: activity._id.toString(),
    title: activity.title,
    description: activity.description,
    category: activity.category as Activity['category'],
    date: activity.date.toISOString(),
    location: activity.location,
    maxParticipants: activity.maxParticipants ?? null,
    image: absolute(baseUrl, activity.image ?? ''),
    creator: {
      _id: activity.creator?._id.toString() ?? '',
      username: activity.creator?.username ?? 'Former student',
      profilePicture: absolute(baseUrl, activity.creator?.profilePicture),
    },
    participants: activity.participants.map((person) => ({
      _id: person._id.toString(),
      username: person.username ?? '',
      profilePicture: absolute(baseUrl, person.profilePicture),
      ...(insider && person.email ? { email: person.email } : {}),
    })),
    ...(activity.createdAt ? { createdAt: activity.createdAt.toISOString() } : {}),
  };
}
