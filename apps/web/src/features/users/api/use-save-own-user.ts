import type { User } from '@peerconnect/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { saveSessionUser } from '@/features/auth';
import { getUserQueryOptions } from './get-user';

/**
 * After the owner changed their profile or picture: the signed-in user (navbar, dashboard) and
 * any cached copy of the public profile show the new version at once.
 */
export function useSaveOwnUser() {
  const queryClient = useQueryClient();
  return useCallback(
    (user: User) => {
      saveSessionUser(queryClient, user);
      void queryClient.invalidateQueries({ queryKey: getUserQueryOptions(user._id).queryKey });
    },
    [queryClient],
  );
}
