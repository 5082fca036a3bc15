import { userEndpoints, type UpdateProfileRequest, type User } from '@peerconnect/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { saveOwnUser } from '../save-own-user';

/** PUT /api/users/profile; resolves with the updated own user. */
export function updateProfile(input: UpdateProfileRequest): Promise<User> {
  return apiCall(userEndpoints.updateProfile, { body: input });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => saveOwnUser(queryClient, user),
  });
}
