import { activityEndpoints, type Activity, type User } from '@peerconnect/contracts';
import { apiCall } from '@/lib/api-client';
import { useParticipationChange } from './use-participation-change';

/** Leaves the activity or its waitlist. */
export const leaveActivity = (id: string) => apiCall(activityEndpoints.leave, { params: { id } });

/** Leaves; a participant's place goes at once, a place on the waitlist once the server says so. */
export const useLeaveActivity = (activity: Activity, user: User | null) =>
  useParticipationChange(activity, user, leaveActivity, (previous, me) =>
    previous.viewer?.status === 'joined'
      ? {
          ...previous,
          participants: previous.participants.filter((person) => person._id !== me._id),
          viewer: { status: 'none' },
        }
      : null,
  );
