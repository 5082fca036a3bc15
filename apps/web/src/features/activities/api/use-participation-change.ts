import type { Activity, User } from '@peerconnect/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USERS_KEY } from '@/lib/profile-keys';
import { ACTIVITIES_KEY } from './get-activities';
import { getActivityQueryOptions } from './get-activity';

/** The activity as it will surely be after the change, or null when only the server can tell. */
export type SureOutcome = (previous: Activity, me: User) => Activity | null;

/**
 * Joining or leaving: a sure outcome shows at once and is rolled back if refused; the answer
 * replaces it, and every list and profile that may show it is marked stale.
 */
export function useParticipationChange(
  activity: Activity,
  user: User | null,
  change: (id: string) => Promise<Activity>,
  sureOutcome: SureOutcome,
) {
  const queryClient = useQueryClient();
  const key = getActivityQueryOptions(activity._id).queryKey;
  return useMutation({
    mutationFn: () => change(activity._id),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      const next = previous && user ? sureOutcome(previous, user) : null;
      if (next) queryClient.setQueryData(key, next);
      return { previous };
    },
    onError: (_failure, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (updated) => queryClient.setQueryData(key, updated),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ACTIVITIES_KEY, refetchType: 'none' });
      // Sharing an activity lets students message each other: profiles say so from now on.
      void queryClient.invalidateQueries({ queryKey: USERS_KEY, refetchType: 'none' });
    },
  });
}
