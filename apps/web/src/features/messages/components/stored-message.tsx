import { CHAT_TEXT as M } from '@/config/chat.messages';
import type { ReplyPreview } from '@peerconnect/contracts';
import { ChevronDown } from 'lucide-react';
import { useRef, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { clockTime } from '../clock';
import { removedText } from '../removed-text';
import type { StoredMessage } from '../thread';
import { useLongPress } from '../use-long-press';
import { MessageMenu, type MessageActions } from './message-menu';
import { MessageReactions } from './message-reactions';
import { MessageText } from './message-text';

export interface MessageAuthor {
  mine: boolean;
  /** Who wrote it: consecutive messages of one sender group under one name. */
  senderId: string;
  /** Shown above other people's messages in a group; omitted in a one-to-one chat. */
  senderName?: string;
}

interface StoredMessageProps<M extends StoredMessage> {
  message: M;
  author: MessageAuthor;
  continues: boolean;
  actions?: MessageActions<M>;
  /** A word under the bubble, e.g. 'Seen'. */
  status?: string;
  /** Shows the quoted message (scrolling to it, loading earlier pages if need be). */
  onQuote?(messageId: string): void;
  /** Briefly marked: the message a quote led to. */
  highlighted?: boolean;
}

/**
 * A message the server holds: its quote, text (or what took its place), time, 'edited' and
 * reactions. Its actions open from a long press or the menu button shown on hover and focus.
 */
export function StoredMessageItem<M extends StoredMessage>({
  message,
  author: { mine, senderName },
  continues,
  actions,
  status,
  onQuote,
  highlighted = false,
}: StoredMessageProps<M>) {
  const [menuOpen, setMenuOpen] = useState(false);
  const bubble = useRef<HTMLDivElement>(null);
  const canAct = actions !== undefined && !message.deleted;
  const longPress = useLongPress(() => setMenuOpen(true), canAct);
  const showSender = !mine && senderName !== undefined && !continues;
  const classes = `chat-message ${mine ? 'mine' : 'theirs'}${continues ? ' continues' : ''}${
    highlighted ? ' highlighted' : ''
  }`;
  return (
    <div className={classes} data-message-id={message._id}>
      {showSender && (
        <span className="chat-sender">
          <Avatar name={senderName} size="small" />
          {senderName}
        </span>
      )}
      <div className="chat-bubble-row">
        {message.deleted ? (
          <div className="chat-bubble chat-deleted">
            <span>{removedText(message.deleted)}</span>
            <time className="chat-meta" dateTime={message.createdAt}>
              {clockTime(message.createdAt)}
            </time>
          </div>
        ) : (
          <div ref={bubble} className="chat-bubble" {...longPress}>
            {message.replyTo && <Quote quote={message.replyTo} onQuote={onQuote} />}
            <MessageText content={message.content} />
            <span className="chat-meta">
              {message.editedAt && <EditedMark editedAt={message.editedAt} />}
              <time dateTime={message.createdAt}>{clockTime(message.createdAt)}</time>
            </span>
          </div>
        )}
        {canAct && (
          <button
            type="button"
            className="chat-menu-button"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-label={M.messageActions}
            onClick={() => setMenuOpen(true)}
          >
            <ChevronDown size={16} aria-hidden="true" />
          </button>
        )}
      </div>
      {message.reactions && actions && (
        <MessageReactions
          reactions={message.reactions}
          myId={actions.myId}
          onToggle={(emoji, on) => actions.react(message, on ? emoji : null)}
        />
      )}
      {status && <span className="chat-status">{status}</span>}
      {menuOpen && actions && (
        <MessageMenu
          message={message}
          mine={mine}
          actions={actions}
          anchor={bubble}
          onClose={() => setMenuOpen(false)}
        />
      )}
    </div>
  );
}

/** The message a reply answers; a tap shows it. A deleted one shows as 'Deleted message'. */
export function Quote({ quote, onQuote }: { quote: ReplyPreview; onQuote?(id: string): void }) {
  return (
    <button type="button" className="chat-quote" onClick={() => onQuote?.(quote._id)}>
      <span className="sr-only">{M.answers}</span>
      <span className="chat-quote-name">{quote.senderName}</span>
      <span className={`chat-quote-text${quote.deleted ? ' muted' : ''}`}>
        {quote.deleted ? M.deletedQuote : quote.content}
      </span>
    </button>
  );
}

/** 'edited', whose time shows on hover (its title) or when tapped (phones have no hover). */
function EditedMark({ editedAt }: { editedAt: string }) {
  const [open, setOpen] = useState(false);
  const label = M.editedAt(clockTime(editedAt));
  return (
    <button
      type="button"
      className="chat-edited"
      title={label}
      aria-label={label}
      onClick={() => setOpen(!open)}
    >
      {open ? label : M.edited}
    </button>
  );
}
