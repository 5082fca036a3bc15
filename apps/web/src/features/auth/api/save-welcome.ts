import { userEndpoints, type UpdateProfileRequest, type User } from '@peerconnect/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { saveSessionUser } from '../session';

/** The welcome step of a student a university sign-in created: their username and interests. */
export const saveWelcome = (input: UpdateProfileRequest): Promise<User> =>
  apiCall(userEndpoints.updateProfile, { body: input });

export function useSaveWelcome() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveWelcome,
    onSuccess: (user) => saveSessionUser(client, user),
  });
}
