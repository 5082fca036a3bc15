import { activityEndpoints } from '@peerconnect/contracts';
import { apiCall } from '@/lib/api-client';
import { useOrganizerChange } from './use-organizer-change';

/** Takes a participant out; they cannot join again until allowed. */
export const removeParticipant = (id: string, userId: string) =>
  apiCall(activityEndpoints.removeParticipant, { params: { id, userId } });

export const useRemoveParticipant = (activityId: string) =>
  useOrganizerChange(activityId, (userId: string) => removeParticipant(activityId, userId));
