import { useMutation } from '@tanstack/react-query';

/**
 * POST /api/auth/verify-email/resend. Loaded on a click: the reminder is drawn on a first load,
 * which the auth calls (and the contracts' schemas they bring) stay out of.
 */
export async function resendVerification() {
  const authApi = await import('./auth-api');
  return authApi.resendVerification();
}

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
