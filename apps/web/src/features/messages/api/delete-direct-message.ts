import { messageEndpoints } from '@peerconnect/contracts';
import { apiCall } from '@/lib/api-client';

/** DELETE /api/messages/direct/{messageId}: by its sender. */
export function deleteDirectMessage(messageId: string) {
  return apiCall(messageEndpoints.deleteDirectMessage, { params: { messageId } });
}
