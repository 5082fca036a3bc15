import { oidcEndpoints } from '@peerconnect/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { getLinkedAccountsQueryOptions } from './get-linked-accounts';

/** A first password for an account made by a university sign-in. */
export const setPassword = (password: string) =>
  apiCall(oidcEndpoints.setPassword, { body: { password } });

export function useSetPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setPassword,
    onSuccess: () => client.invalidateQueries(getLinkedAccountsQueryOptions()),
  });
}
