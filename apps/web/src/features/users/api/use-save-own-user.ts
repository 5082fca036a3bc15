import type { User } from '@peerconnect/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth } from '@/features/auth';
import { userKeys } from '../user-queries';

/**
 * After the owner changed their profile or picture: the signed-in user (navbar, dashboard) and
 * any cached copy of the public profile show the new version at once.
 */
export function useSaveOwnUser() {
  const { updateUser } = useAuth();
  const queryClient = useQueryClient();
  return useCallback(
    (user: User) => {
      updateUser(user);
      void queryClient.invalidateQueries({ queryKey: userKeys.detail(user._id) });
    },
    [updateUser, queryClient],
  );
}
