import { ACTIVITY_MESSAGES as M, type Activity, type User } from '@peerconnect/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError } from '@/lib/api-client';
import { activityKeys, activityMutations } from './api/activities-api';

/**
 * Join and leave, shown at once and rolled back with the spec's message if the server refuses
 * (for example when the last place was just taken).
 */
export function useParticipation(activity: Activity, user: User | null) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const key = activityKeys.detail(activity._id);

  const mutation = useMutation({
    mutationFn: (action: 'join' | 'leave') => activityMutations[action](activity._id),
    onMutate: async (action) => {
      setError(null);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Activity>(key);
      if (previous && user) {
        const participants =
          action === 'join'
            ? [
                ...previous.participants,
                { _id: user._id, username: user.username, profilePicture: user.profilePicture },
              ]
            : previous.participants.filter((person) => person._id !== user._id);
        queryClient.setQueryData<Activity>(key, { ...previous, participants });
      }
      return { previous };
    },
    onError: (failure, action, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      const fallback = action === 'join' ? M.joinFailed : M.leaveFailed;
      setError(
        failure instanceof ApiRequestError && failure.kind === 'http'
          ? (failure.serverMessage ?? fallback)
          : fallback,
      );
    },
    onSuccess: (updated) => queryClient.setQueryData(key, updated),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: activityKeys.all, refetchType: 'none' }),
  });

  return { run: mutation.mutate, pending: mutation.isPending, error };
}
