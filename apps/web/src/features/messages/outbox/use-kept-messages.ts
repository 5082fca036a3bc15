import type { ChatRef } from '@peerconnect/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { updateThread, type ThreadRef } from '../thread-cache';
import { outbox } from './outbox';

/**
 * Shows a chat's kept messages (sent offline, or before a reload) as waiting at the end of its
 * thread once the thread is loaded; a message already shown or stored is left as it is.
 */
export function useKeptMessages(ref: ThreadRef, chat: ChatRef, loaded: boolean): void {
  const kept = useSyncExternalStore(outbox.subscribe, outbox.kept);
  const { kind, id } = chat;
  useEffect(() => {
    if (!loaded) return;
    const status = outbox.gaveUp() ? 'failed' : 'waiting';
    for (const { chat: of, clientId, content, createdAt, replyTo } of kept) {
      if (of.kind !== kind || of.id !== id) continue;
      const quote = typeof replyTo === 'object' ? { replyTo } : {};
      updateThread(ref, { type: 'sending', clientId, content, createdAt, status, ...quote });
    }
  }, [kept, loaded, ref, kind, id]);
}
