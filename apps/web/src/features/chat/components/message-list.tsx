import '../chat.css';
import { CHAT_MESSAGES } from '@peerconnect/contracts';
import { useEffect, useRef, type ReactNode } from 'react';
import type { OutgoingMessage, StoredMessage, ThreadItem } from '../thread';

const clock = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

export interface MessageAuthor {
  mine: boolean;
  /** Shown above other people's messages in a group; omitted in a one-to-one chat. */
  senderName?: string;
}

interface MessageListProps<M extends StoredMessage> {
  items: ThreadItem<M>[];
  label: string;
  author(message: M): MessageAuthor;
  onRetry(message: OutgoingMessage): void;
  empty: ReactNode;
}

/** The messages of a chat as a live log: own on the right, newest at the bottom and in view. */
export function MessageList<M extends StoredMessage>({
  items,
  label,
  author,
  onRetry,
  empty,
}: MessageListProps<M>) {
  const logRef = useRef<HTMLDivElement>(null);
  const lastKey = items.at(-1)?.key;
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lastKey]);

  return (
    <div ref={logRef} className="chat-log" role="log" aria-live="polite" aria-label={label}>
      {items.length === 0 ? (
        empty
      ) : (
        <ol className="chat-messages">
          {items.map((item) => (
            <ChatItem key={item.key} item={item} author={author} onRetry={onRetry} />
          ))}
        </ol>
      )}
    </div>
  );
}

function ChatItem<M extends StoredMessage>({
  item,
  author,
  onRetry,
}: {
  item: ThreadItem<M>;
  author(message: M): MessageAuthor;
  onRetry(message: OutgoingMessage): void;
}) {
  if (item.kind === 'system') {
    return <li className="chat-system">{item.note.content}</li>;
  }
  if (item.kind === 'outgoing') {
    const { message } = item;
    return (
      <li className="chat-message mine">
        {message.status === 'failed' ? (
          <button
            type="button"
            className="chat-bubble chat-failed"
            onClick={() => onRetry(message)}
          >
            <span className="prewrap">{message.content}</span>
            <span className="chat-meta">
              {CHAT_MESSAGES.failedToSend} {CHAT_MESSAGES.tapToRetry}
            </span>
          </button>
        ) : (
          <div className="chat-bubble chat-pending">
            <span className="prewrap">{message.content}</span>
            <span className="chat-meta">
              <span className="spinner spinner-small" aria-hidden="true" />
              <span className="sr-only">Sending</span>
            </span>
          </div>
        )}
      </li>
    );
  }
  const { mine, senderName } = author(item.message);
  return (
    <li className={`chat-message ${mine ? 'mine' : 'theirs'}`}>
      {!mine && senderName && <span className="chat-sender">{senderName}</span>}
      <div className="chat-bubble">
        <span className="prewrap">{item.message.content}</span>
        <time className="chat-meta" dateTime={item.message.createdAt}>
          {clock.format(new Date(item.message.createdAt))}
        </time>
      </div>
    </li>
  );
}
