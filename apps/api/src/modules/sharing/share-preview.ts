import { routeUrl, shareEndpoints, type ActivityPreview } from '@peerconnect/contracts';
import mongoose from 'mongoose';
import { ActivityModel, defaultEndOf } from '@/modules/activities';

interface OrganizerRecord {
  username?: string;
  timeZone?: string;
}

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
  const activity = await ActivityModel.findById(id, {
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
    .populate<{ creator: OrganizerRecord | null }>('creator', 'username timeZone')
    .lean();
  if (!activity || activity.sharePreview === false || !activity.creator) return null;
  return {
    preview: {
      _id: activity._id.toString(),
      title: activity.title,
      category: activity.category as ActivityPreview['category'],
      date: activity.date.toISOString(),
      endDate: (activity.endDate ?? defaultEndOf(activity.date)).toISOString(),
      location: activity.location,
      going: (activity.participantCount ?? 0) + 1,
      organizer: activity.creator.username ?? '',
      image: `${baseUrl}${routeUrl(shareEndpoints.card, { id })}`,
      cancelled: Boolean(activity.cancelledAt),
    },
    image: activity.image ?? '',
    timeZone: activity.creator.timeZone,
  };
}
