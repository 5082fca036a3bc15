import { activityEndpoints, type Activity, type User } from '@peerconnect/contracts';
import { apiCall } from '@/lib/api-client';
import { useParticipationChange } from './use-participation-change';

/** A place, or a place on the waitlist when the activity is full. */
export const joinActivity = (id: string) => apiCall(activityEndpoints.join, { params: { id } });

/** A place is free and nobody waits for it: joining surely gives a place. */
const placeFree = (activity: Activity) =>
  activity.waitlistCount === 0 &&
  (activity.maxParticipants === null || activity.participants.length < activity.maxParticipants);

/** Joins; a sure place shows at once, a place on the waitlist once the server says so. */
export const useJoinActivity = (activity: Activity, user: User | null) =>
  useParticipationChange(activity, user, joinActivity, (previous, me) => {
    if (!placeFree(previous)) return null;
    const person = { _id: me._id, username: me.username, profilePicture: me.profilePicture };
    return {
      ...previous,
      participants: [...previous.participants, person],
      viewer: { status: 'joined' },
    };
  });
