import type { Activity, User } from '@peerconnect/contracts';
import { ACTIVITY_TEXT as M } from '@/config/activity.messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { userKeys } from '@/features/users';
import { ApiRequestError } from '@/lib/api-client';
import { activityKeys, activityMutations } from './api/activities-api';

/** A place is free and nobody waits for it: joining surely gives a place. */
const placeFree = (activity: Activity) =>
  activity.waitlistCount === 0 &&
  (activity.maxParticipants === null || activity.participants.length < activity.maxParticipants);

/**
 * Join (a place, or the waitlist when full) and leave. A sure outcome shows at once and is rolled
 * back with the server's reason if refused; a place on the waitlist shows once the server says so.
 */
export function useParticipation(activity: Activity, user: User | null) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const key = activityKeys.detail(activity._id);

  function optimistic(previous: Activity, action: 'join' | 'leave', me: User): Activity | null {
    if (action === 'join') {
      if (!placeFree(previous)) return null;
      const person = { _id: me._id, username: me.username, profilePicture: me.profilePicture };
      return {
        ...previous,
        participants: [...previous.participants, person],
        viewer: { status: 'joined' },
      };
    }
    if (previous.viewer?.status !== 'joined') return null;
    return {
      ...previous,
      participants: previous.participants.filter((person) => person._id !== me._id),
      viewer: { status: 'none' },
    };
  }

  const mutation = useMutation({
    mutationFn: (action: 'join' | 'leave') => activityMutations[action](activity._id),
    onMutate: async (action) => {
      setError(null);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Activity>(key);
      const next = previous && user ? optimistic(previous, action, user) : null;
      if (next) queryClient.setQueryData<Activity>(key, next);
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
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: activityKeys.all, refetchType: 'none' });
      // Sharing an activity lets students message each other: profiles say so from now on.
      void queryClient.invalidateQueries({ queryKey: userKeys.all, refetchType: 'none' });
    },
  });

  return { run: mutation.mutate, pending: mutation.isPending, error };
}
