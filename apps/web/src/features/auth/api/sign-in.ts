import type { AuthResponse, LoginRequest } from '@peerconnect/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endSession, startSession } from '../session';

/** Loaded on demand: the call brings the response schema (zod) with it. */
export async function signIn(credentials: LoginRequest): Promise<AuthResponse> {
  const { login } = await import('./auth-api');
  return login(credentials);
}

/** Signs in; whatever session this browser had before is gone, whether or not it succeeds. */
export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onMutate: () => endSession(client, { chosen: false }),
    onSuccess: (session) => startSession(client, session),
    onError: () => endSession(client, { chosen: false }),
  });
}
