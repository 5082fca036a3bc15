import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { newClientId } from './client-id';
import { sendWithFallback } from './send-with-fallback';
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

export interface MessageTransport<M> {
  viaSocket(content: string, clientId: string): Promise<M>;
  viaHttp(content: string, clientId: string): Promise<M>;
}

/**
 * Shows the message at once as pending, then replaces it with the stored copy or marks it failed.
 * A retry passes the failed message's clientId, so the server stores the message once.
 */
export async function deliverMessage<M extends StoredMessage>(
  ref: ThreadRef,
  content: string,
  transport: MessageTransport<M>,
  clientId: string = newClientId(),
): Promise<void> {
  updateThread<M>(ref, { type: 'sending', clientId, content, createdAt: new Date().toISOString() });
  try {
    const message = await sendWithFallback(
      () => transport.viaSocket(content, clientId),
      () => transport.viaHttp(content, clientId),
    );
    updateThread<M>(ref, { type: 'confirmed', clientId, message });
  } catch {
    updateThread<M>(ref, { type: 'failed', clientId });
  }
}
