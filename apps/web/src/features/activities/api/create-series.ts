import { seriesEndpoints, type CreateSeriesRequest } from '@peerconnect/contracts';
import { apiCall } from '@/lib/api-client';
import { useSeriesChange } from './use-series-change';

/** A weekly series: its first date's activity and how it repeats. */
export const createSeries = (body: CreateSeriesRequest) =>
  apiCall(seriesEndpoints.create, { body });

export const useCreateSeries = () => useSeriesChange(createSeries);
