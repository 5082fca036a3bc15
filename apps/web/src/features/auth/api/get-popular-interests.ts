import { peopleEndpoints, type InterestKind } from '@peerconnect/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** The values of one interest list most students chose: suggestion chips at sign-up. */
export const getPopularInterests = (kind: InterestKind) =>
  apiCall(peopleEndpoints.popularInterests, { query: { kind } });

export const getPopularInterestsQueryOptions = (kind: InterestKind) =>
  queryOptions({
    queryKey: ['popular-interests', kind] as const,
    queryFn: () => getPopularInterests(kind),
    staleTime: 10 * 60 * 1000,
  });

/** No suggestions (never an error on the form) when they cannot be fetched. */
export const usePopularInterests = (kind: InterestKind) =>
  useQuery(getPopularInterestsQueryOptions(kind)).data?.interests ?? [];
