import { oidcEndpoints, type OidcExchangeResponse } from '@peerconnect/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { endSession, startSession } from '../session';

/** Trades the one-time code a provider sign-in brought back for a session. */
export const exchangeSignInCode = (code: string): Promise<OidcExchangeResponse> =>
  apiCall(oidcEndpoints.exchange, { body: { code } });

export function useExchangeSignInCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: exchangeSignInCode,
    onMutate: () => endSession(client, { chosen: false }),
    onSuccess: (session) => startSession(client, session),
  });
}
