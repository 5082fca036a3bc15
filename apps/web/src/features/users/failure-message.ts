import { isRefusal } from '@/lib/api-client';

/**
 * What to show when a profile change fails: the server's own reason for a refused request (e.g.
 * 'Username is already taken'), else the screen's general text (network, timeout, server fault).
 */
export function failureMessage(error: unknown, fallback: string): string {
  return (isRefusal(error) && error.serverMessage) || fallback;
}
