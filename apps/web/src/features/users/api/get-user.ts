import { userEndpoints, type PublicProfile } from '@peerconnect/contracts';
import { CACHE_TTL, TIMEOUTS } from '@/config/timeouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { SHOWN_OFFLINE } from '@/lib/offline-meta';
import { profileKey } from '@/lib/profile-keys';

/** Another student's public profile and how the viewer stands with them. */
export function getUser(id: string): Promise<PublicProfile> {
  return apiCall(userEndpoints.profile, { params: { id } }, { timeoutMs: TIMEOUTS.userFetch });
}

export const getUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: profileKey(id),
    meta: SHOWN_OFFLINE,
    queryFn: () => getUser(id),
    // The query client's default retries: twice, 1 s then 2 s apart.
    staleTime: CACHE_TTL.profile,
  });

export function useUser(id: string | undefined) {
  return useQuery({ ...getUserQueryOptions(id ?? ''), enabled: Boolean(id) });
}
