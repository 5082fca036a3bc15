import { authEndpoints } from '@peerconnect/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { useAuth } from '../auth-provider';

/** Asks for a password reset link; the answer is the same whether or not the account exists. */
export const useRequestResetLink = () =>
  useMutation({
    mutationFn: (email: string) => apiCall(authEndpoints.forgotPassword, { body: { email } }),
  });

/** Sets the new password with the mailed token and signs this browser in. */
export function useResetPassword() {
  const { startSession } = useAuth();
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      apiCall(authEndpoints.resetPassword, { body }),
    onSuccess: startSession,
  });
}

export const verifyEmail = (token: string) =>
  apiCall(authEndpoints.verifyEmail, { query: { token } });

export const resendVerification = () => apiCall(authEndpoints.resendVerification);
