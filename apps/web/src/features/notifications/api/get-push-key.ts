import { pushEndpoints } from '@peerconnect/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export const getPushKey = () => apiCall(pushEndpoints.publicKey);

/** The VAPID public key, asked once: it changes only with a new key pair. */
export const getPushKeyQueryOptions = () =>
  queryOptions({
    queryKey: ['push', 'public-key'] as const,
    queryFn: getPushKey,
    staleTime: Infinity,
  });
