import { messageEndpoints, type Reaction } from '@peerconnect/contracts';
import { apiCall } from '@/lib/api-client';

/** PUT …/reaction: the student's reaction to a group message now, or none (null). Repeatable. */
export function reactToActivityMessage(
  activityId: string,
  messageId: string,
  emoji: Reaction | null,
) {
  return apiCall(messageEndpoints.reactToActivityMessage, {
    params: { activityId, messageId },
    body: { emoji },
  });
}
