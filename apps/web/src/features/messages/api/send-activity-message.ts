import {
  messageEndpoints,
  type ChatMessage,
  type SendActivityMessageRequest,
} from '@peerconnect/contracts';
import { apiCall } from '@/lib/api-client';

/** POST /api/messages/activity: the fallback when the socket does not acknowledge a send. */
export function postActivityMessage(body: SendActivityMessageRequest): Promise<ChatMessage> {
  return apiCall(messageEndpoints.sendToActivity, { body });
}
