import { useMutation } from '@tanstack/react-query';
import { updateThread, type ThreadRef } from './thread-cache';
import type { StoredMessage, Thread } from './thread';

/**
 * Scrolling back: loads the page before the oldest message shown into the cached thread. The
 * cursor is a message id, so messages arriving meanwhile do not shift the page.
 */
export function useOlderMessages<M extends StoredMessage>(
  ref: ThreadRef,
  thread: Thread<M> | undefined,
  fetchBefore: (messageId: string) => Promise<M[]>,
) {
  const older = useMutation({
    mutationFn: fetchBefore,
    onSuccess: (messages) => updateThread<M>(ref, { type: 'older', messages }),
  });
  const oldest = thread?.messages[0];
  const more = thread !== undefined && !thread.reachedStart && oldest !== undefined;
  return {
    more,
    loading: older.isPending,
    failed: older.isError,
    load() {
      if (more && !older.isPending) older.mutate(oldest._id);
    },
  };
}

export type OlderMessages = ReturnType<typeof useOlderMessages>;
