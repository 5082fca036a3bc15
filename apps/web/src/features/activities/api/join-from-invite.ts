import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACTIVITIES_KEY } from './get-activities';
import { getActivityQueryOptions } from './get-activity';
import { joinActivity } from './join-activity';

/**
 * Joining from an invite, away from the activity's page: the answer becomes the page's data, so
 * opening it next shows the student in (or waiting) with no refetch to wait for.
 */
export function useJoinFromInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinActivity,
    onSuccess: (activity) => {
      queryClient.setQueryData(getActivityQueryOptions(activity._id).queryKey, activity);
      void queryClient.invalidateQueries({ queryKey: ACTIVITIES_KEY, refetchType: 'none' });
    },
  });
}
