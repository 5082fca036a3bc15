import { oidcEndpoints } from '@peerconnect/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { getLinkedAccountsQueryOptions } from './get-linked-accounts';

/** Unlinks a provider account; refused while it is the only way to sign in. */
export const unlinkAccount = (provider: string) =>
  apiCall(oidcEndpoints.unlink, { params: { provider } });

export function useUnlinkAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unlinkAccount,
    onSuccess: (left) => client.setQueryData(getLinkedAccountsQueryOptions().queryKey, left),
  });
}
