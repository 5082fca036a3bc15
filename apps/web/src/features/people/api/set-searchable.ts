import { userEndpoints, type User } from '@peerconnect/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveSessionUser } from '@/features/auth';
import { apiCall } from '@/lib/api-client';

/** PUT /api/users/me/privacy: whether people search finds the student. */
export const setSearchable = (searchable: boolean): Promise<User> =>
  apiCall(userEndpoints.setPrivacy, { body: { searchable } });

/** The answer is the own user: the session shows the saved choice, nothing is refetched. */
export function useSetSearchable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSearchable,
    onSuccess: (user) => saveSessionUser(queryClient, user),
  });
}
