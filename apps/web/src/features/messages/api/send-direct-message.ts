import {
  messageEndpoints,
  type DirectMessage,
  type SendDirectMessageRequest,
} from '@peerconnect/contracts';
import { apiCall } from '@/lib/api-client';

/** POST /api/messages: the fallback when the socket does not acknowledge a send. */
export function postDirectMessage(body: SendDirectMessageRequest): Promise<DirectMessage> {
  return apiCall(messageEndpoints.sendDirect, { body });
}
