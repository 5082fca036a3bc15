import { activityEndpoints } from '@peerconnect/contracts';
import { apiCall } from '@/lib/api-client';
import { useOrganizerChange } from './use-organizer-change';

/** Lets a removed student join again. */
export const allowParticipant = (id: string, userId: string) =>
  apiCall(activityEndpoints.allowAgain, { params: { id, userId } });

export const useAllowParticipant = (activityId: string) =>
  useOrganizerChange(activityId, (userId: string) => allowParticipant(activityId, userId));
