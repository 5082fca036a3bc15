import type { ChatRef } from '@peerconnect/contracts';
import { useEffect, useSyncExternalStore } from 'react';

/**
 * The chat on screen right now. What arrives in it is read as it arrives, so no count shows it
 * while the server is still being told (its read mark follows the message by a round trip).
 */
let open: ChatRef | null = null;
const listeners = new Set<() => void>();

function setOpen(chat: ChatRef | null) {
  open = chat;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Marks `chat` as the one on screen while the calling component is mounted and `active`. */
export function useChatOnScreen(chat: ChatRef, active = true): void {
  const { kind, id } = chat;
  useEffect(() => {
    if (!active) return;
    setOpen({ kind, id });
    return () => {
      if (open?.kind === kind && open.id === id) setOpen(null);
    };
  }, [kind, id, active]);
}

export function useOpenChat(): ChatRef | null {
  return useSyncExternalStore(subscribe, () => open);
}

export const isSameChat = (a: ChatRef | null, b: ChatRef) => a?.kind === b.kind && a.id === b.id;
