import { authEndpoints } from '@peerconnect/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** POST /api/auth/forgot-password: the answer is the same whether or not the account exists. */
export const requestResetLink = (email: string) =>
  apiCall(authEndpoints.forgotPassword, { body: { email } });

export const useRequestResetLink = () => useMutation({ mutationFn: requestResetLink });
