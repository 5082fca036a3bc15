import { userEndpoints, type ProfilePictureResponse } from '@peerconnect/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useSaveOwnUser } from './use-save-own-user';

/** POST /api/users/profile/picture, multipart with the file in the field `profilePicture`. */
export function uploadProfilePicture(file: File): Promise<ProfilePictureResponse> {
  const form = new FormData();
  form.set('profilePicture', file);
  return apiCall(userEndpoints.uploadPicture, { body: form });
}

/** POST /api/users/random-avatar: the API draws a new avatar and makes it the picture. */
export function generateRandomAvatar(): Promise<ProfilePictureResponse> {
  return apiCall(userEndpoints.randomAvatar);
}

export function useUploadProfilePicture() {
  const saveOwnUser = useSaveOwnUser();
  return useMutation({
    mutationFn: uploadProfilePicture,
    onSuccess: ({ user }) => saveOwnUser(user),
  });
}

export function useRandomAvatar() {
  const saveOwnUser = useSaveOwnUser();
  return useMutation({
    mutationFn: generateRandomAvatar,
    onSuccess: ({ user }) => saveOwnUser(user),
  });
}
