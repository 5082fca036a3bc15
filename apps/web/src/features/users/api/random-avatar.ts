import { userEndpoints, type ProfilePictureResponse } from '@peerconnect/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { saveOwnUser } from '../save-own-user';

/** POST /api/users/random-avatar: the API draws a new avatar and makes it the picture. */
export function generateRandomAvatar(): Promise<ProfilePictureResponse> {
  return apiCall(userEndpoints.randomAvatar);
}

export function useRandomAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateRandomAvatar,
    onSuccess: ({ user }) => saveOwnUser(queryClient, user),
  });
}
