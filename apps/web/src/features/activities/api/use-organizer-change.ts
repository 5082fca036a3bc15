import type { Activity } from '@peerconnect/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACTIVITIES_KEY } from './get-activities';
import { getActivityQueryOptions } from './get-activity';

/** A change of the organizer's that answers the updated activity, shown at once. */
export function useOrganizerChange<Input>(
  activityId: string,
  change: (input: Input) => Promise<Activity>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (updated) => {
      queryClient.setQueryData(getActivityQueryOptions(activityId).queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: ACTIVITIES_KEY, refetchType: 'none' });
    },
  });
}
