import { authEndpoints } from '@peerconnect/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { startSession } from '../session';

/** POST /api/auth/reset-password: sets the new password with the mailed token. */
export const resetPassword = (body: { token: string; password: string }) =>
  apiCall(authEndpoints.resetPassword, { body });

/** Resets the password and signs this browser in with the session the answer carries. */
export function useResetPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: (session) => startSession(client, session),
  });
}
