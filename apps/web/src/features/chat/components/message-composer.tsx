import { CHAT_MESSAGES, LIMITS } from '@peerconnect/contracts';
import { forwardRef, useId, type FormEvent } from 'react';

interface MessageComposerProps {
  value: string;
  onChange(value: string): void;
  /** Called with the trimmed text; blank messages are never sent. */
  onSend(content: string): void;
  disabled: boolean;
  label: string;
}

/** The input and Send button of a chat; the text is the parent's, so a retry can restore it. */
export const MessageComposer = forwardRef<HTMLInputElement, MessageComposerProps>(
  function MessageComposer({ value, onChange, onSend, disabled, label }, ref) {
    const id = useId();
    const content = value.trim();

    function submit(event: FormEvent) {
      event.preventDefault();
      if (disabled || !content) return;
      onSend(content);
    }

    return (
      <form className="chat-composer" onSubmit={submit}>
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          ref={ref}
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={CHAT_MESSAGES.inputPlaceholder}
          maxLength={LIMITS.chatMessageLength}
          autoComplete="off"
        />
        <button type="submit" className="button button-primary" disabled={disabled || !content}>
          {CHAT_MESSAGES.send}
        </button>
      </form>
    );
  },
);
