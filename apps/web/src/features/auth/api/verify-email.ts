import { authEndpoints } from '@peerconnect/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** GET /api/auth/verify-email: the API checks the mailed token. */
export const verifyEmail = (token: string) =>
  apiCall(authEndpoints.verifyEmail, { query: { token } });

/** A query, not a mutation: React's double effects in development and a reload ask once per token. */
export const getVerifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token),
    retry: false,
    staleTime: Infinity,
  });

export const useVerifyEmail = (token: string) => useQuery(getVerifyEmailQueryOptions(token));
