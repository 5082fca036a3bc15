import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  createThread,
  threadReducer,
  type StoredMessage,
  type Thread,
  type ThreadAction,
} from './thread';

/** A chat whose thread lives in the query cache under `queryKey`, trimmed to `limit` messages. */
export interface ThreadRef {
  queryClient: QueryClient;
  queryKey: QueryKey;
  limit: number | null;
}

/** Applies one step of the message state machine to the cached thread. */
export function updateThread<M extends StoredMessage>(ref: ThreadRef, action: ThreadAction<M>) {
  ref.queryClient.setQueryData<Thread<M>>(ref.queryKey, (thread) =>
    threadReducer(thread ?? createThread<M>(ref.limit), action),
  );
}

/**
 * A fetch's result merged into what is cached, read after the fetch so that messages sent or
 * received meanwhile are kept. `latestPage`: the fetch asked for the newest page (no cursor).
 */
export function mergeFetched<M extends StoredMessage>(
  ref: ThreadRef,
  messages: M[],
  latestPage: boolean,
): Thread<M> {
  const current = ref.queryClient.getQueryData<Thread<M>>(ref.queryKey);
  return threadReducer(current ?? createThread<M>(ref.limit), {
    type: 'received',
    messages,
    latestPage,
  });
}
