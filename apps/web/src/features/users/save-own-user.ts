import type { User } from '@peerconnect/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { saveSessionUser } from '@/features/auth';
import { getUserQueryOptions } from './api/get-user';

/**
 * After the owner changed their profile or picture: the signed-in user (navbar, dashboard) and
 * any cached copy of the public profile show the new version at once.
 */
export function saveOwnUser(queryClient: QueryClient, user: User): void {
  saveSessionUser(queryClient, user);
  void queryClient.invalidateQueries({ queryKey: getUserQueryOptions(user._id).queryKey });
}
