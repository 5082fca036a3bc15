import { shareEndpoints } from '@peerconnect/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export const getActivityPreview = (id: string) =>
  apiCall(shareEndpoints.preview, { params: { id } });

export const getActivityPreviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['activity-preview', id] as const,
    queryFn: () => getActivityPreview(id),
    // A missing or private preview is an answer, not a failure to retry.
    retry: false,
  });

/** What a visitor may see of a shared activity. */
export const useActivityPreview = (id: string) => useQuery(getActivityPreviewQueryOptions(id));
