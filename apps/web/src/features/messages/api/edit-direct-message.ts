import { messageEndpoints } from '@peerconnect/contracts';
import { apiCall } from '@/lib/api-client';

/** PUT /api/messages/direct/{messageId}: the sender's new text. */
export function editDirectMessage(messageId: string, content: string) {
  return apiCall(messageEndpoints.editDirectMessage, { params: { messageId }, body: { content } });
}
