import { messageEndpoints, type Reaction } from '@peerconnect/contracts';
import { apiCall } from '@/lib/api-client';

/** PUT /api/messages/direct/{messageId}/reaction: the student's reaction now, or none (null). */
export function reactToDirectMessage(messageId: string, emoji: Reaction | null) {
  return apiCall(messageEndpoints.reactToDirectMessage, { params: { messageId }, body: { emoji } });
}
