import type { AuthResponse, RegisterRequest } from '@peerconnect/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startSession } from '../session';

/** Loaded on demand: the call brings the response schema (zod) with it. */
export async function register(details: RegisterRequest): Promise<AuthResponse> {
  const authApi = await import('./auth-api');
  return authApi.register(details);
}

/** Creates the account and signs this browser in with it. */
export function useRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (session) => startSession(client, session),
  });
}
