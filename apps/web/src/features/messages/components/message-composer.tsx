import { LIMITS } from '@peerconnect/contracts';
import { CHAT_TEXT } from '@/config/chat.messages';
import { X } from 'lucide-react';
import { forwardRef, useId, type FormEvent } from 'react';

interface MessageComposerProps {
  value: string;
  onChange(value: string): void;
  /** Called with the trimmed text; blank messages are never sent. */
  onSend(content: string): void;
  disabled?: boolean;
  label: string;
  /** Editing a sent message: the input holds its text, Save replaces it, Cancel leaves it. */
  onCancelEdit?: () => void;
  /** The message being answered, quoted above the input; cancelling sends a plain message. */
  replyingTo?: { name: string; content: string };
  onCancelReply?: () => void;
}

/** The input and Send button of a chat; the text is the parent's, so a retry can restore it. */
export const MessageComposer = forwardRef<HTMLInputElement, MessageComposerProps>(
  function MessageComposer(
    { value, onChange, onSend, disabled = false, label, onCancelEdit, replyingTo, onCancelReply },
    ref,
  ) {
    const id = useId();
    const content = value.trim();

    function submit(event: FormEvent) {
      event.preventDefault();
      if (disabled || !content) return;
      onSend(content);
    }

    const editing = onCancelEdit !== undefined;
    return (
      <form className="chat-composer" onSubmit={submit}>
        {editing ? (
          <p className="chat-editing">
            <label htmlFor={id}>{CHAT_TEXT.editingMessage}</label>
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={onCancelEdit}
            >
              {CHAT_TEXT.cancelEdit}
            </button>
          </p>
        ) : (
          <label htmlFor={id} className="sr-only">
            {label}
          </label>
        )}
        {replyingTo && !editing && (
          <div className="chat-replying">
            <span className="chat-quote">
              <span className="chat-quote-name">{CHAT_TEXT.replyingTo(replyingTo.name)}</span>
              <span className="chat-quote-text">{replyingTo.content}</span>
            </span>
            <button
              type="button"
              className="icon-button"
              aria-label={CHAT_TEXT.cancelReply}
              onClick={onCancelReply}
            >
              <X size={18} aria-hidden="true" />
            </button>
          </div>
        )}
        <input
          ref={ref}
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={CHAT_TEXT.inputPlaceholder}
          maxLength={LIMITS.chatMessageLength}
          autoComplete="off"
        />
        <button type="submit" className="button button-primary" disabled={disabled || !content}>
          {editing ? CHAT_TEXT.save : CHAT_TEXT.send}
        </button>
      </form>
    );
  },
);
