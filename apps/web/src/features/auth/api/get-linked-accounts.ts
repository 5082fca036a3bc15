import { oidcEndpoints } from '@peerconnect/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** The signed-in student's ways to sign in: a password and linked university accounts. */
export const getLinkedAccounts = () => apiCall(oidcEndpoints.linkedAccounts);

export const getLinkedAccountsQueryOptions = () =>
  queryOptions({ queryKey: ['linked-accounts'] as const, queryFn: getLinkedAccounts });

export const useLinkedAccounts = () => useQuery(getLinkedAccountsQueryOptions());
