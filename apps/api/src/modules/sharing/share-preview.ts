import { routeUrl, shareEndpoints, type ActivityPreview } from '@peerconnect/contracts';
import mongoose from 'mongoose';
import { defaultEndOf, sharedActivityFacts } from '@/modules/activities';
import { studentById } from '@/modules/users';

export interface SharedActivity {
  preview: ActivityPreview;
  /** The activity's own picture (a stored upload or its category's artwork), as stored. */
  image: string;
  /** The zone the organizer's times are written in, for text that a link card shows. */
  timeZone: string | undefined;
}

/**
 * The public face of an activity: null when there is none or its organizer turned the preview off
 * (then the link is a signed-in page like any other). `baseUrl` makes the card's address absolute.
 */
export async function sharedActivity(id: string, baseUrl: string): Promise<SharedActivity | null> {
  if (!mongoose.isValidObjectId(id)) return null;
  const activity = await sharedActivityFacts(id);
  if (!activity || activity.sharePreview === false) return null;
  const organizer = await studentById(activity.creator, ['username', 'timeZone']);
  if (!organizer) return null;
  return {
    preview: {
      _id: activity._id.toString(),
      title: activity.title,
      category: activity.category as ActivityPreview['category'],
      date: activity.date.toISOString(),
      endDate: (activity.endDate ?? defaultEndOf(activity.date)).toISOString(),
      location: activity.location,
      going: (activity.participantCount ?? 0) + 1,
      organizer: organizer.username,
      image: `${baseUrl}${routeUrl(shareEndpoints.card, { id })}`,
      cancelled: Boolean(activity.cancelledAt),
    },
    image: activity.image ?? '',
    timeZone: organizer.timeZone ?? undefined,
  };
}
