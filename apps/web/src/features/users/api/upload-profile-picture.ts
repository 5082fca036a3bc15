import { userEndpoints, type ProfilePictureResponse } from '@peerconnect/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { saveOwnUser } from '../save-own-user';

/** POST /api/users/profile/picture, multipart with the file in the field `profilePicture`. */
export function uploadProfilePicture(file: File): Promise<ProfilePictureResponse> {
  const form = new FormData();
  form.set('profilePicture', file);
  return apiCall(userEndpoints.uploadPicture, { body: form });
}

export function useUploadProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePicture,
    onSuccess: ({ user }) => saveOwnUser(queryClient, user),
  });
}
