import type { Series } from '@peerconnect/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACTIVITIES_KEY } from './get-activities';
import { getActivityQueryOptions } from './get-activity';
import { getSeriesQueryOptions } from './get-series';

/** A change to several dates of a series: the series and each of its dates are shown at once. */
export function useSeriesChange<Input>(change: (input: Input) => Promise<Series>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (series) => {
      queryClient.setQueryData(getSeriesQueryOptions(series._id).queryKey, series);
      for (const activity of series.activities)
        queryClient.setQueryData(getActivityQueryOptions(activity._id).queryKey, activity);
      void queryClient.invalidateQueries({ queryKey: ACTIVITIES_KEY, refetchType: 'none' });
    },
  });
}
