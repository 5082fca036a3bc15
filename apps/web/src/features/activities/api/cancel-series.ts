import { seriesEndpoints, type CancelSeriesRequest } from '@peerconnect/contracts';
import { apiCall } from '@/lib/api-client';
import { useSeriesChange } from './use-series-change';

/** Cancels one date, it and the following ones, or the whole series. */
export const cancelSeries = (id: string, body: CancelSeriesRequest) =>
  apiCall(seriesEndpoints.cancel, { params: { id }, body });

export const useCancelSeries = (id: string) =>
  useSeriesChange((body: CancelSeriesRequest) => cancelSeries(id, body));
