import { messageEndpoints } from '@peerconnect/contracts';
import { apiCall } from '@/lib/api-client';

/** PUT /api/messages/activity/{id}/{messageId}: the sender's new text. */
export function editActivityMessage(activityId: string, messageId: string, content: string) {
  return apiCall(messageEndpoints.editActivityMessage, {
    params: { activityId, messageId },
    body: { content },
  });
}
