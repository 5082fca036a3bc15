import { moderationEndpoints } from '@peerconnect/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** Every moderation query's key starts here: a decision refreshes the queue and the log. */
export const MODERATION_KEY = ['moderation'] as const;

export const getOpenReports = () =>
  apiCall(moderationEndpoints.reports, { query: { status: 'open' } });

export const getOpenReportsQueryOptions = () =>
  queryOptions({
    queryKey: [...MODERATION_KEY, 'reports', 'open'] as const,
    queryFn: getOpenReports,
  });

export const useOpenReports = () => useQuery(getOpenReportsQueryOptions());
