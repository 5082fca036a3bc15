import { ArrowDown } from 'lucide-react';
import '../chat.css';
import { CHAT_TEXT } from '@/config/chat.messages';
import {
  forwardRef,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { Virtuoso, type Components, type ListProps, type VirtuosoHandle } from 'react-virtuoso';
import { timelineRows, type TimelineRow } from '../timeline';
import type { OutgoingMessage, StoredMessage, ThreadItem } from '../thread';
import type { OlderMessages } from '../use-older-messages';
import type { MessageActions } from './message-menu';
import { Quote, StoredMessageItem, type MessageAuthor } from './stored-message';

export type { MessageActions, MessageAuthor };

/** Virtuoso's index of the first row; lowered as older pages are prepended, so the view stays put. */
const FIRST_INDEX = 1_000_000;

interface MessageListProps<M extends StoredMessage> {
  items: ThreadItem<M>[];
  label: string;
  author(message: M): MessageAuthor;
  onRetry(message: OutgoingMessage): void;
  empty: ReactNode;
  older: OlderMessages;
  actions?: MessageActions<M>;
  /** A word shown under a message, such as 'Seen' under the last one the other student read. */
  statusOf?(message: M): string | undefined;
}

/** Where the first message row sits, to lower the first index by what was prepended above it. */
interface Anchor {
  key: string | undefined;
  position: number;
  firstIndex: number;
}

const firstMessageRow = <M extends StoredMessage>(rows: TimelineRow<M>[]) =>
  rows.findIndex((row) => row.kind === 'item');

/**
 * The messages of a chat as a live log: own on the right, newest at the bottom and followed while
 * the student is there. Only the rows on screen are rendered (a conversation may hold thousands);
 * reaching the top loads the page before, without the view jumping; messages arriving while the
 * student reads further up are counted on a pill that leads to them.
 */
export function MessageList<M extends StoredMessage>({
  items,
  label,
  author,
  onRetry,
  empty,
  older,
  actions,
  statusOf,
}: MessageListProps<M>) {
  const virtuoso = useRef<VirtuosoHandle>(null);
  const rows = useMemo(
    () =>
      timelineRows(items, (message) => {
        const { mine, senderId } = author(message);
        return mine ? 'mine' : senderId;
      }),
    [items, author],
  );

  const first = firstMessageRow(rows);
  const [anchor, setAnchor] = useState<Anchor>({
    key: rows[first]?.key,
    position: first,
    firstIndex: FIRST_INDEX,
  });
  if (rows[first]?.key !== anchor.key) {
    // Rows were added above (an older page): the old first message is now further down.
    const moved = rows.findIndex((row) => row.key === anchor.key);
    const shift = moved >= 0 ? moved - anchor.position : 0;
    setAnchor({ key: rows[first]?.key, position: first, firstIndex: anchor.firstIndex - shift });
  }

  const scrollTo = useCallback(
    (index: number) =>
      virtuoso.current?.scrollToIndex({ index, align: 'center', behavior: 'auto' }),
    [],
  );
  const jump = useJumpToMessage(rows, older, scrollTo);

  const [atBottom, setAtBottom] = useState(true);
  const [seen, setSeen] = useState({ lastKey: items.at(-1)?.key, unseen: 0 });
  const lastKey = items.at(-1)?.key;
  if (lastKey !== seen.lastKey) {
    // Count what came in below while the student was reading further up.
    const from = items.findIndex((item) => item.key === seen.lastKey);
    const arrived = items.slice(from + 1).filter((item) => item.kind === 'stored').length;
    setSeen({ lastKey, unseen: atBottom ? 0 : seen.unseen + arrived });
  }

  function followOutput(isAtBottom: boolean) {
    // One's own new message is always shown; others' only when the student is at the bottom.
    if (items.at(-1)?.kind === 'outgoing') return 'auto' as const;
    return isAtBottom ? ('smooth' as const) : false;
  }

  function toLatest() {
    virtuoso.current?.scrollToIndex({ index: 'LAST', behavior: 'smooth' });
    setSeen({ lastKey, unseen: 0 });
  }

  return (
    <div className="chat-log" role="log" aria-live="polite" aria-label={label}>
      {items.length === 0 ? (
        <div className="chat-log-empty">{empty}</div>
      ) : (
        <Virtuoso<TimelineRow<M>, ListContext<M>>
          ref={virtuoso}
          className="chat-scroller"
          data={rows}
          context={{
            author,
            onRetry,
            older,
            actions,
            statusOf,
            onQuote: jump.to,
            highlightedId: jump.highlighted,
          }}
          components={listComponents as Components<TimelineRow<M>, ListContext<M>>}
          computeItemKey={(_, row) => row.key}
          firstItemIndex={anchor.firstIndex}
          initialTopMostItemIndex={{ index: 'LAST', align: 'end' }}
          itemContent={(_, row, context) => <Row row={row} {...context} />}
          followOutput={followOutput}
          atBottomThreshold={48}
          atBottomStateChange={(bottom) => {
            setAtBottom(bottom);
            if (bottom) setSeen((current) => ({ ...current, unseen: 0 }));
          }}
          startReached={older.load}
        />
      )}
      {seen.unseen > 0 && !atBottom && (
        <button type="button" className="chat-new-pill" onClick={toLatest}>
          {CHAT_TEXT.newMessages(seen.unseen)}
          <ArrowDown size={16} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

interface ListContext<M extends StoredMessage> {
  author(message: M): MessageAuthor;
  onRetry(message: OutgoingMessage): void;
  older: OlderMessages;
  actions?: MessageActions<M>;
  statusOf?(message: M): string | undefined;
  onQuote(messageId: string): void;
  highlightedId: string | null;
}

/** How long the message a quote led to stays marked. */
const HIGHLIGHT_MS = 1_600;

/**
 * Showing a quoted message: scrolled to at once when loaded, else earlier pages are loaded until
 * it is (or the chat's start is reached: it was trimmed away, nothing more to show). It is marked
 * for a moment so the eye finds it.
 */
function useJumpToMessage<M extends StoredMessage>(
  rows: TimelineRow<M>[],
  older: OlderMessages,
  scrollTo: (index: number) => void,
) {
  const [target, setTarget] = useState<string | null>(null);
  const [landed, setLanded] = useState<{ id: string; index: number } | null>(null);
  if (target) {
    const index = rows.findIndex((row) => row.kind === 'item' && row.item.key === target);
    if (index >= 0) {
      setTarget(null);
      setLanded({ id: target, index });
    } else if (!older.more || older.failed) setTarget(null);
  }
  const { more, loading, failed, load } = older;
  useEffect(() => {
    if (target && more && !loading && !failed) load();
  }, [target, more, loading, failed, load]);
  useEffect(() => {
    if (!landed) return;
    scrollTo(landed.index);
    const timer = setTimeout(() => setLanded(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [landed, scrollTo]);
  return { to: useCallback((id: string) => setTarget(id), []), highlighted: landed?.id ?? null };
}

/** The rows as a list, and the state of loading earlier messages above them. */
const listComponents: Components<TimelineRow<StoredMessage>, ListContext<StoredMessage>> = {
  List: forwardRef<HTMLDivElement, ListProps & { context?: unknown }>(function List(
    { context: _context, ...props },
    ref,
  ) {
    // Virtuoso types its list as a div; a ul holding the rows is what assistive technology expects.
    return <ul {...props} ref={ref as Ref<HTMLUListElement>} className="chat-messages" />;
  }),
  Item: ({ context: _context, item: _item, ...props }) => <li {...props} />,
  Header: ({ context }) => <OlderState older={context.older} />,
  Footer: () => <div className="chat-list-end" />,
};

function OlderState({ older }: { older: OlderMessages }) {
  if (older.loading) return <p className="chat-older muted">{CHAT_TEXT.loadingEarlier}</p>;
  if (older.failed) {
    return (
      <p className="chat-older">
        <button type="button" className="button button-secondary button-small" onClick={older.load}>
          {CHAT_TEXT.earlierFailed}
        </button>
      </p>
    );
  }
  return <div className="chat-list-end" />;
}

function Row<M extends StoredMessage>({
  row,
  author,
  onRetry,
  actions,
  statusOf,
  onQuote,
  highlightedId,
}: { row: TimelineRow<M> } & ListContext<M>) {
  if (row.kind === 'day') {
    return (
      <div className="chat-day">
        <span>{row.label}</span>
      </div>
    );
  }
  const { item, continues } = row;
  if (item.kind === 'stored') {
    return (
      <StoredMessageItem
        message={item.message}
        author={author(item.message)}
        continues={continues}
        actions={actions}
        status={statusOf?.(item.message)}
        onQuote={onQuote}
        highlighted={highlightedId === item.message._id}
      />
    );
  }
  return <UnsentItem item={item} continues={continues} onRetry={onRetry} onQuote={onQuote} />;
}

/** A system note, or one of this client's messages the server has not stored yet. */
function UnsentItem<M extends StoredMessage>({
  item,
  continues,
  onRetry,
  onQuote,
}: {
  item: Exclude<ThreadItem<M>, { kind: 'stored' }>;
  continues: boolean;
  onRetry(message: OutgoingMessage): void;
  onQuote(messageId: string): void;
}) {
  if (item.kind === 'system') {
    return <div className="chat-system">{item.note.content}</div>;
  }
  const { message } = item;
  const quote = message.replyTo && <Quote quote={message.replyTo} onQuote={onQuote} />;
  return (
    <div className={`chat-message mine${continues ? ' continues' : ''}`}>
      {message.status === 'failed' ? (
        <>
          {/* Not inside the bubble: that is a button itself (tap to retry). */}
          {quote}
          <button
            type="button"
            className="chat-bubble chat-failed"
            onClick={() => onRetry(message)}
          >
            <span className="prewrap">{message.content}</span>
            <span className="chat-meta">
              {CHAT_TEXT.failedToSend} {CHAT_TEXT.tapToRetry}
            </span>
          </button>
        </>
      ) : message.status === 'waiting' ? (
        <div className="chat-bubble chat-waiting">
          {quote}
          <span className="prewrap">{message.content}</span>
          <span className="chat-meta">{CHAT_TEXT.waitingToSend}</span>
        </div>
      ) : (
        <div className="chat-bubble chat-pending">
          {quote}
          <span className="prewrap">{message.content}</span>
          <span className="chat-meta">
            <span className="spinner spinner-small" aria-hidden="true" />
            <span className="sr-only">{CHAT_TEXT.sending}</span>
          </span>
        </div>
      )}
    </div>
  );
}
