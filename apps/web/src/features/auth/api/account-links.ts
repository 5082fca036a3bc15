import { authEndpoints } from '@peerconnect/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { startSession } from '../session';

/** Asks for a password reset link; the answer is the same whether or not the account exists. */
export const useRequestResetLink = () =>
  useMutation({
    mutationFn: (email: string) => apiCall(authEndpoints.forgotPassword, { body: { email } }),
  });

/** Sets the new password with the mailed token and signs this browser in. */
export function useResetPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      apiCall(authEndpoints.resetPassword, { body }),
    onSuccess: (session) => startSession(client, session),
  });
}

export const verifyEmail = (token: string) =>
  apiCall(authEndpoints.verifyEmail, { query: { token } });

export const resendVerification = () => apiCall(authEndpoints.resendVerification);
