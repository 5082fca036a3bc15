import {
  ACCOUNT_MESSAGES,
  type Activity,
  type ActivityViewer,
  type UserSummary,
} from '@peerconnect/contracts';
import { campusOf } from '@/modules/users';
import { absolute } from '@/lib/absolute-url';
import type { ActivityWithPeople, Member } from './activity-people';
import { defaultEndOf } from './end-date-migration';

/**
 * The activity as the API shows it. Participants' emails are shown to the organizer only: anyone
 * may join, so showing them to participants would hand every address to whoever joins and leaves.
 */
export function toActivityView(
  activity: ActivityWithPeople,
  viewerId: string,
  baseUrl: string,
): Activity {
  const organizer = String(activity.creator?._id) === viewerId;
  const summary = (person: Member): UserSummary => ({
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

/** Where one student stands with an activity whose waitlist and removed list were read. */
export function viewerOf(activity: ActivityWithPeople, viewerId: string): ActivityViewer {
  const isViewer = (person: Member) => person._id.toString() === viewerId;
  const removed = activity.removed?.some(isViewer) ? { removed: true } : {};
  if (activity.participants.some(isViewer)) return { status: 'joined' };
  const position = activity.waitlist?.findIndex(isViewer) ?? -1;
  if (position >= 0) return { status: 'waitlisted', position: position + 1 };
  return { status: 'none', ...removed };
}
