import { userEndpoints, type UpdateProfileRequest, type User } from '@peerconnect/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useSaveOwnUser } from './use-save-own-user';

/** PUT /api/users/profile; resolves with the updated own user. */
export function updateProfile(input: UpdateProfileRequest): Promise<User> {
  return apiCall(userEndpoints.updateProfile, { body: input });
}

export function useUpdateProfile() {
  const saveOwnUser = useSaveOwnUser();
  return useMutation({ mutationFn: updateProfile, onSuccess: saveOwnUser });
}
