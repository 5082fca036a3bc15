import { seriesEndpoints } from '@peerconnect/contracts';
import { apiCall } from '@/lib/api-client';
import { useSeriesChange } from './use-series-change';

/** Joins every upcoming date of the series in one action. */
export const joinSeries = (id: string) => apiCall(seriesEndpoints.joinAll, { params: { id } });

export const useJoinSeries = (id: string) => useSeriesChange(() => joinSeries(id));
