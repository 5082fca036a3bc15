import type { Activity, User } from '@peerconnect/contracts';
import { ACTIVITY_TEXT as M } from '@/config/activity.messages';
import { useState } from 'react';
import { ApiRequestError } from '@/lib/api-client';
import { useJoinActivity } from './api/join-activity';
import { useLeaveActivity } from './api/leave-activity';

type Action = 'join' | 'leave';

/** The server's reason for a refusal, else the action's general text. */
function failureText(failure: Error, action: Action): string {
  const fallback = action === 'join' ? M.joinFailed : M.leaveFailed;
  return failure instanceof ApiRequestError && failure.kind === 'http'
    ? (failure.serverMessage ?? fallback)
    : fallback;
}

/** Join (a place, or the waitlist when full) and leave, as the participation panel offers them. */
export function useParticipation(activity: Activity, user: User | null) {
  const mutations = {
    join: useJoinActivity(activity, user),
    leave: useLeaveActivity(activity, user),
  };
  const [last, setLast] = useState<Action | null>(null);
  const failure = last ? mutations[last].error : null;
  return {
    run: (action: Action) => {
      setLast(action);
      mutations[action].mutate();
    },
    pending: mutations.join.isPending || mutations.leave.isPending,
    /** The student joined (or took a waitlist place) on this page just now. */
    joinedNow: mutations.join.isSuccess && last === 'join',
    error: failure && last ? failureText(failure, last) : null,
  };
}
