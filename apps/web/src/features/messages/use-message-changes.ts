import { useMutation } from '@tanstack/react-query';
import { updateThread, type ThreadRef } from './thread-cache';
import type { StoredMessage } from './thread';

interface ChangeCalls<M> {
  edit(messageId: string, content: string): Promise<M>;
  remove(messageId: string): Promise<M>;
}

/**
 * Editing and deleting messages over HTTP; the answer (the message as it now is) replaces the
 * shown one at once, and the server tells every other open client (a socket event).
 */
export function useMessageChanges<M extends StoredMessage>(ref: ThreadRef, calls: ChangeCalls<M>) {
  const onSuccess = (message: M) => updateThread<M>(ref, { type: 'changed', message });
  const edit = useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) => calls.edit(id, content),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: calls.remove, onSuccess });
  return {
    edit: (id: string, content: string) => edit.mutate({ id, content }),
    remove: (id: string) => remove.mutate(id),
    failed: edit.isError || remove.isError,
  };
}

export type MessageChanges = ReturnType<typeof useMessageChanges>;
