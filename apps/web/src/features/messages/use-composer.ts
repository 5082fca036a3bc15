import type { ChatRef, ReplyPreview } from '@peerconnect/contracts';
import { useRef } from 'react';
import { CHAT_TEXT } from '@/config/chat.messages';
import type { MessageActions } from './components/message-list';
import type { MessageChanges } from './use-message-changes';
import type { OutgoingMessage, StoredMessage } from './thread';
import { useDraft } from './use-draft';
import { outbox } from './outbox';

/** What a chat (activity or direct) offers its composer. */
interface ComposingChat {
  chatRef: ChatRef;
  /** `replyTo`: the message this one answers, if any, as its quote shows it. */
  send(content: string, clientId: string, replyTo?: ReplyPreview): void;
  retry(clientId: string): void;
  /** Tells the others the student is typing. */
  typing(): void;
  changes: MessageChanges;
}

/** Who wrote a message: its quote names them (above the composer, 'You' for one's own). */
type SenderOf<M> = (message: M) => { id: string; name: string };

/**
 * The composer of a chat: its draft and input, sending (or saving an edit), replying to, reacting
 * to, editing and removing messages, and tapping a failed message to send it again. `composer` is
 * what MessageComposer takes, but for its label and whether it is disabled.
 */
export function useComposer<M extends StoredMessage>(
  chat: ComposingChat,
  may: Pick<MessageActions<M>, 'canEdit' | 'canDelete' | 'myId'>,
  senderOf: SenderOf<M>,
) {
  const draft = useDraft(chat.chatRef);
  const inputRef = useRef<HTMLInputElement>(null);
  const replyingTo = draft.replyingTo as M | undefined;
  const sender = replyingTo && senderOf(replyingTo);
  const quote: ReplyPreview | undefined = replyingTo &&
    sender && {
      _id: replyingTo._id,
      senderId: sender.id,
      senderName: sender.name,
      content: replyingTo.content,
    };
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
    chat.send(content, draft.take(content), quote);
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
      replyingTo: quote && {
        name: quote.senderId === may.myId ? CHAT_TEXT.you : quote.senderName,
        content: quote.content,
      },
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
