import type { ChatRef } from '@peerconnect/contracts';
import { useEffect, useState } from 'react';
import { storage } from '@/lib/storage';
import { newClientId } from './client-id';
import type { OutgoingMessage, StoredMessage } from './thread';

interface Draft {
  text: string;
  /** The failed message whose text was put back in the input by tapping it. */
  retryOf?: OutgoingMessage;
  /** The stored message being edited: sending saves the text as its new version. */
  editing?: StoredMessage;
  /** The message the next one answers (quoted above the input). */
  replyingTo?: StoredMessage;
}

/**
 * The composer's text. Tapping a failed message puts its text back to be sent again and
 * remembers the message: sent unchanged, it goes under its original clientId, so the server
 * stores it once even when the first attempt did get through and is only confirmed late.
 * What is typed is kept per chat for the tab, so it is still there when the student comes back
 * to the chat (another chat opened meanwhile, a reload, a phone turned past the two-pane width).
 */
export function useDraft(chat: ChatRef) {
  const key = `${chat.kind}:${chat.id}`;
  const [draft, setDraft] = useState<Draft>(() => ({ text: storage.draft(key) }));
  // An edit's text is the message's own, not a draft.
  useEffect(() => {
    if (!draft.editing) storage.saveDraft(key, draft.text);
  }, [key, draft.text, draft.editing]);
  return {
    text: draft.text,
    setText: (text: string) => setDraft((current) => ({ ...current, text })),
    restore: (message: OutgoingMessage) => setDraft({ text: message.content, retryOf: message }),
    editing: draft.editing,
    edit: (message: StoredMessage) => setDraft({ text: message.content, editing: message }),
    replyingTo: draft.replyingTo,
    /** Answers `message`: what was typed stays, unless it was an edit's text. */
    reply: (message: StoredMessage) =>
      setDraft((current) => ({
        text: current.editing ? '' : current.text,
        replyingTo: message,
      })),
    cancelReply: () => setDraft(({ replyingTo: _dropped, ...current }) => current),
    clear: () => setDraft({ text: '' }),
    /** Empties the input and gives the clientId to send `content` under. */
    take(content: string): string {
      const { retryOf } = draft;
      setDraft({ text: '' });
      return retryOf?.content === content ? retryOf.clientId : newClientId();
    },
  };
}
