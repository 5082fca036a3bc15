import { seriesEndpoints, type UpdateSeriesRequest } from '@peerconnect/contracts';
import { apiCall } from '@/lib/api-client';
import { useSeriesChange } from './use-series-change';

/** One date's changes, applied to it alone or to it and the following dates. */
export const updateSeries = (id: string, activityId: string, body: UpdateSeriesRequest) =>
  apiCall(seriesEndpoints.update, { params: { id, activityId }, body });

export const useUpdateSeries = (id: string, activityId: string) =>
  useSeriesChange((body: UpdateSeriesRequest) => updateSeries(id, activityId, body));
