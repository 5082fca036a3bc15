import { authEndpoints, type User } from '@peerconnect/contracts';
import { TIMEOUTS } from '@/config/timeouts';
import { apiCall } from '@/lib/api-client';

/** The signed-in user, checked with the server when a saved session is restored. */
export function fetchMe(): Promise<User> {
  return apiCall(authEndpoints.me, {}, { timeoutMs: TIMEOUTS.me });
}
