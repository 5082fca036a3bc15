import { activityEndpoints } from '@peerconnect/contracts';
import { apiCall } from '@/lib/api-client';
import { useOrganizerChange } from './use-organizer-change';

/** Calls the activity off: it stays visible as cancelled, with the reason. */
export const cancelActivity = (id: string, reason: string) =>
  apiCall(activityEndpoints.cancel, { params: { id }, body: { reason } });

export const useCancelActivity = (activityId: string) =>
  useOrganizerChange(activityId, (reason: string) => cancelActivity(activityId, reason));
