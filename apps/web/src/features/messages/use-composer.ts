import { useRef } from 'react';
import type { MessageActions } from './components/message-list';
import type { MessageChanges } from './use-message-changes';
import type { OutgoingMessage, StoredMessage } from './thread';
import { useDraft } from './use-draft';
import { outbox } from './outbox';

/** What a chat (activity or direct) offers its composer. */
interface ComposingChat {
  /** `replyTo`: the id of the message this one answers, if any. */
  send(content: string, clientId: string, replyTo?: string): void;
  retry(clientId: string): void;
  /** Tells the others the student is typing. */
  typing(): void;
  changes: MessageChanges;
}

/** Who wrote a message, as its quote above the composer names them ('You' for one's own). */
type ReplyName<M> = (message: M) => string;

/**
 * The composer of a chat: its draft and input, sending (or saving an edit), replying to, reacting
 * to, editing and removing messages, and tapping a failed message to send it again. `composer` is
 * what MessageComposer takes, but for its label and whether it is disabled.
 */
export function useComposer<M extends StoredMessage>(
  chat: ComposingChat,
  may: Pick<MessageActions<M>, 'canEdit' | 'canDelete' | 'myId'>,
  replyName: ReplyName<M>,
) {
  const draft = useDraft();
  const inputRef = useRef<HTMLInputElement>(null);
  const replyingTo = draft.replyingTo as M | undefined;
  const actions: MessageActions<M> = {
    ...may,
    edit(message) {
      draft.edit(message);
      inputRef.current?.focus();
    },
    remove: (message) => chat.changes.remove(message._id),
    reply(message) {
      draft.reply(message);
      inputRef.current?.focus();
    },
    react: (message, emoji) => chat.changes.react(message._id, emoji),
  };
  function send(content: string) {
    if (draft.editing) {
      chat.changes.edit(draft.editing._id, content);
      draft.clear();
      return;
    }
    chat.send(content, draft.take(content), replyingTo?._id);
  }
  return {
    actions,
    composer: {
      ref: inputRef,
      value: draft.text,
      onChange(value: string) {
        draft.setText(value);
        if (value.trim()) chat.typing();
      },
      onSend: send,
      onCancelEdit: draft.editing ? draft.clear : undefined,
      replyingTo: replyingTo && { name: replyName(replyingTo), content: replyingTo.content },
      onCancelReply: draft.cancelReply,
    },
    retry(message: OutgoingMessage) {
      chat.retry(message.clientId);
      // The text goes back to the input: sent from there, or not at all, it is no longer kept.
      outbox.forget(message.clientId);
      draft.restore(message);
      inputRef.current?.focus();
    },
  };
}
