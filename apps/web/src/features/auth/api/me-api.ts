import { type User } from '@peerconnect/contracts';
import { TIMEOUTS } from '@/config/timeouts';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/auth/me, used on every start. Kept apart from auth-api.ts (login and register parse
 * their response with zod) so the first page load doesn't carry the schema library.
 */
export function fetchMe(timeoutMs: number = TIMEOUTS.me): Promise<User> {
  return apiRequest<User>('/api/auth/me', { timeoutMs });
}
