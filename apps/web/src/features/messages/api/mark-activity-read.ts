import { messageEndpoints } from '@peerconnect/contracts';
import { apiCall } from '@/lib/api-client';

/** POST /api/messages/activity/{id}/read: the chat is read up to now, on every device. */
export function markActivityRead(activityId: string) {
  return apiCall(messageEndpoints.markActivityRead, { params: { activityId } });
}
