import type { Reaction } from '@peerconnect/contracts';
import { useMutation } from '@tanstack/react-query';
import { updateThread, type ThreadRef } from './thread-cache';
import type { StoredMessage } from './thread';

interface ChangeCalls<M> {
  edit(messageId: string, content: string): Promise<M>;
  remove(messageId: string): Promise<M>;
  react(messageId: string, emoji: Reaction | null): Promise<M>;
}

/**
 * Editing, deleting and reacting to messages over HTTP; the answer (the message as it now is)
 * replaces the shown one at once, and the server tells every other open client (a socket event).
 */
export function useMessageChanges<M extends StoredMessage>(ref: ThreadRef, calls: ChangeCalls<M>) {
  const onSuccess = (message: M) => updateThread<M>(ref, { type: 'changed', message });
  const edit = useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) => calls.edit(id, content),
    onSuccess,
  });
  const remove = useMutation({ mutationFn: calls.remove, onSuccess });
  const react = useMutation({
    mutationFn: ({ id, emoji }: { id: string; emoji: Reaction | null }) => calls.react(id, emoji),
    onSuccess,
  });
  return {
    edit: (id: string, content: string) => edit.mutate({ id, content }),
    remove: (id: string) => remove.mutate(id),
    /** Sets the student's reaction (the end state, so a retry is harmless), or takes it back. */
    react: (id: string, emoji: Reaction | null) => react.mutate({ id, emoji }),
    failed: edit.isError || remove.isError || react.isError,
  };
}

export type MessageChanges = ReturnType<typeof useMessageChanges>;
