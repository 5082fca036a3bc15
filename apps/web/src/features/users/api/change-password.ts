import {
  userEndpoints,
  type ChangePasswordRequest,
  type ChangePasswordResponse,
} from '@peerconnect/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replaceSessionToken } from '@/features/auth';
import { apiCall } from '@/lib/api-client';

/** PUT /api/users/password; the answer carries the session's new token. */
export function changePassword(input: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  return apiCall(userEndpoints.changePassword, { body: input });
}

/** Changes the password and moves this session to the new token, so it stays signed in. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token }) => replaceSessionToken(client, token),
  });
}
