import { oidcEndpoints } from '@peerconnect/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** The university sign-in providers the operator configured (none: no buttons). */
export const getProviders = () => apiCall(oidcEndpoints.providers);

export const getProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['auth-providers'] as const,
    queryFn: getProviders,
    staleTime: Infinity,
  });

export const useProviders = () => useQuery(getProvidersQueryOptions());
