import { messageEndpoints } from '@peerconnect/contracts';
import { apiCall } from '@/lib/api-client';

/** DELETE /api/messages/activity/{id}/{messageId}: by its sender, or the organizer. */
export function deleteActivityMessage(activityId: string, messageId: string) {
  return apiCall(messageEndpoints.deleteActivityMessage, { params: { activityId, messageId } });
}
