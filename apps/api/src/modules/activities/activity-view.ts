import {
  ACCOUNT_MESSAGES,
  type Activity,
  type ActivityViewer,
  type UserSummary,
} from '@peerconnect/contracts';
import type mongoose from 'mongoose';
import { campusOf } from '@/modules/users';
import { absolute } from '@/lib/absolute-url';
import type { ActivityRecord } from './activity.model';
import { defaultEndOf } from './end-date-migration';

interface PersonRecord {
  _id: mongoose.Types.ObjectId;
  username?: string;
  profilePicture?: string;
  email?: string;
  campus?: { _id: mongoose.Types.ObjectId; name?: string | null } | null;
}

export type PopulatedActivity = Omit<
  ActivityRecord,
  'creator' | 'participants' | 'waitlist' | 'removed'
> & {
  creator: PersonRecord | null;
  participants: PersonRecord[];
  /** Populated for one activity's page only; lists leave both out. */
  waitlist?: PersonRecord[];
  removed?: PersonRecord[];
};

export const CREATOR_FIELDS = '_id username profilePicture campus';
export const PARTICIPANT_FIELDS = '_id username profilePicture email campus';

/**
 * The activity as the API shows it. Participants' emails are shown to the organizer only: anyone
 * may join, so showing them to participants would hand every address to whoever joins and leaves.
 */
export function toActivityView(
  activity: PopulatedActivity,
  viewerId: string,
  baseUrl: string,
): Activity {
  const organizer = String(activity.creator?._id) === viewerId;
  const summary = (person: PersonRecord): UserSummary => ({
    _id: person._id.toString(),
    username: person.username ?? '',
    profilePicture: absolute(baseUrl, person.profilePicture),
    ...campusOf(person),
  });
  return {
    _id: activity._id.toString(),
    title: activity.title,
    description: activity.description,
    category: activity.category as Activity['category'],
    date: activity.date.toISOString(),
    endDate: (activity.endDate ?? defaultEndOf(activity.date)).toISOString(),
    location: activity.location,
    maxParticipants: activity.maxParticipants ?? null,
    image: absolute(baseUrl, activity.image ?? ''),
    creator: {
      _id: activity.creator?._id.toString() ?? '',
      username: activity.creator?.username ?? ACCOUNT_MESSAGES.deletedStudent,
      profilePicture: absolute(baseUrl, activity.creator?.profilePicture),
      ...(activity.creator ? campusOf(activity.creator) : {}),
    },
    participants: activity.participants.map((person) => ({
      ...summary(person),
      ...(organizer && person.email ? { email: person.email } : {}),
    })),
    waitlistCount: activity.waitlistCount ?? 0,
    ...(organizer && activity.waitlist ? { waitlist: activity.waitlist.map(summary) } : {}),
    ...(organizer && activity.removed ? { removed: activity.removed.map(summary) } : {}),
    ...(activity.cancelledAt
      ? {
          cancelledAt: activity.cancelledAt.toISOString(),
          ...(activity.cancelReason ? { cancelReason: activity.cancelReason } : {}),
        }
      : {}),
    ...(activity.series
      ? { series: { _id: activity.series.id.toString(), frequency: activity.series.frequency } }
      : {}),
    sharePreview: activity.sharePreview !== false,
    ...(activity.createdAt ? { createdAt: activity.createdAt.toISOString() } : {}),
    ...campusOf(activity),
  };
}

/** Where one student stands with an activity whose waitlist and removed list are populated. */
export function viewerOf(activity: PopulatedActivity, viewerId: string): ActivityViewer {
  const isViewer = (person: PersonRecord) => person._id.toString() === viewerId;
  const removed = activity.removed?.some(isViewer) ? { removed: true } : {};
  if (activity.participants.some(isViewer)) return { status: 'joined' };
  const position = activity.waitlist?.findIndex(isViewer) ?? -1;
  if (position >= 0) return { status: 'waitlisted', position: position + 1 };
  return { status: 'none', ...removed };
}
