/**
 * The message state machine of a chat, for the activity group chat and direct messages
 * alike. Pure: the query cache holds a Thread and every change goes through `threadReducer`.
 *
 * A message the user sends is 'pending' at once, then either confirmed — the server's copy, found
 * by its clientId, replaces it — or 'failed', offering a retry. Stored messages arrive from several
 * paths (a fetch, the acknowledgement, the room broadcast, the HTTP fallback, a catch-up after a
 * reconnect); they are merged by id, so each shows once, in server order.
 */

import {
  LIMITS,
  type MessageRemover,
  type Reaction,
  type ReplyPreview,
} from '@peerconnect/contracts';

/** A history page of the server: a shorter one is the last there is. */
const PAGE_SIZE = LIMITS.chatPageSize;

/** What every stored chat message carries, whether of an activity or a direct conversation. */
export interface StoredMessage {
  _id: string;
  content: string;
  createdAt: string;
  clientId?: string;
  editedAt?: string;
  deleted?: MessageRemover;
  replyTo?: ReplyPreview;
  reactions?: { userId: string; emoji: Reaction }[];
}

export interface OutgoingMessage {
  clientId: string;
  content: string;
  createdAt: string;
  /** 'waiting': kept by the outbox until a connection lets it send (outbox/outbox.ts). */
  status: 'pending' | 'waiting' | 'failed';
  /** The message it answers, quoted as the stored copy will be. */
  replyTo?: ReplyPreview;
}

/** A line from the app itself (e.g. the connection dropped), never sent to anyone. */
export interface SystemNote {
  id: string;
  content: string;
  createdAt: string;
}

export interface Thread<M extends StoredMessage> {
  /** Stored messages in server order (createdAt, then _id); at most `limit` of the newest. */
  messages: M[];
  /** This client's messages the server has not confirmed yet, in the order they were sent. */
  outbox: OutgoingMessage[];
  notes: SystemNote[];
  limit: number | null;
  /** The oldest message of the chat is among `messages`: there is nothing further back to load. */
  reachedStart: boolean;
}

/** Whether a message of this client's failed to send and waits for the student to retry it. */
export const hasUnsent = (thread: Thread<StoredMessage> | undefined) =>
  thread?.outbox.some((message) => message.status === 'failed') ?? false;

export type ThreadAction<M extends StoredMessage> =
  /** `latestPage`: these are the chat's newest page, so a short one is the whole chat. */
  | { type: 'received'; messages: M[]; latestPage?: boolean }
  /** A page from before the oldest message shown (scrolling back): kept whatever the limit. */
  | { type: 'older'; messages: M[] }
  /** A message was edited or deleted: its new version replaces the one shown, if any. */
  | { type: 'changed'; message: M }
  /** The server's answer to this client's send: the stored copy of that very message. */
  | { type: 'confirmed'; clientId: string; message: M }
  | {
      type: 'sending';
      clientId: string;
      content: string;
      createdAt: string;
      status?: OutgoingMessage['status'];
      replyTo?: ReplyPreview;
    }
  | { type: 'waiting'; clientId: string }
  | { type: 'failed'; clientId: string }
  | { type: 'retried'; clientId: string }
  | { type: 'noted'; note: SystemNote };

export type ThreadItem<M extends StoredMessage> =
  | { kind: 'stored'; key: string; message: M }
  | { kind: 'outgoing'; key: string; message: OutgoingMessage }
  | { kind: 'system'; key: string; note: SystemNote };

export function createThread<M extends StoredMessage>(limit: number | null = null): Thread<M> {
  return { messages: [], outbox: [], notes: [], limit, reachedStart: false };
}

const time = (iso: string) => Date.parse(iso);

function serverOrder(a: StoredMessage, b: StoredMessage): number {
  return time(a.createdAt) - time(b.createdAt) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);
}

function receive<M extends StoredMessage>(
  thread: Thread<M>,
  incoming: M[],
  confirmedClientIds: (string | undefined)[] = incoming.map((message) => message.clientId),
): Thread<M> {
  const byId = new Map(thread.messages.map((message) => [message._id, message]));
  for (const message of incoming) if (!byId.has(message._id)) byId.set(message._id, message);
  const sorted = [...byId.values()].sort(serverOrder);
  const messages = thread.limit === null ? sorted : sorted.slice(-thread.limit);
  const confirmed = new Set(confirmedClientIds.filter(Boolean));
  const oldest = messages[0];
  const trimmed = messages.length < sorted.length;
  return {
    ...thread,
    messages,
    reachedStart: thread.reachedStart && !trimmed,
    outbox: thread.outbox.filter((message) => !confirmed.has(message.clientId)),
    // Notes older than everything kept would float at the top of the chat with no context.
    notes:
      trimmed && oldest
        ? thread.notes.filter((note) => time(note.createdAt) >= time(oldest.createdAt))
        : thread.notes,
  };
}

function setStatus<M extends StoredMessage>(
  thread: Thread<M>,
  clientId: string,
  from: OutgoingMessage['status'][],
  to: OutgoingMessage['status'],
): Thread<M> {
  return {
    ...thread,
    outbox: thread.outbox.map((message) =>
      message.clientId === clientId && from.includes(message.status)
        ? { ...message, status: to }
        : message,
    ),
  };
}

function quoteOf(quote: ReplyPreview, message: StoredMessage): ReplyPreview {
  const { deleted: _was, ...rest } = quote;
  return message.deleted
    ? { ...rest, content: '', deleted: true }
    : { ...rest, content: message.content };
}

export function threadReducer<M extends StoredMessage>(
  thread: Thread<M>,
  action: ThreadAction<M>,
): Thread<M> {
  switch (action.type) {
    case 'received': {
      const received = receive(thread, action.messages);
      const whole = action.latestPage === true && action.messages.length < PAGE_SIZE;
      return whole ? { ...received, reachedStart: true } : received;
    }
    case 'older': {
      // Scrolled back: the window now spans what was loaded; it is trimmed no more.
      const received = receive({ ...thread, limit: null }, action.messages);
      return { ...received, reachedStart: action.messages.length < PAGE_SIZE };
    }
    case 'changed': {
      const { message } = action;
      const shown = thread.messages.some(
        (existing) => existing._id === message._id || existing.replyTo?._id === message._id,
      );
      if (!shown) return thread;
      return {
        ...thread,
        messages: thread.messages.map((existing) => {
          if (existing._id === message._id) return message;
          // Replies quote the message as it is now: edited, or gone.
          if (existing.replyTo?._id === message._id)
            return { ...existing, replyTo: quoteOf(existing.replyTo, message) };
          return existing;
        }),
      };
    }
    case 'confirmed':
      return receive(thread, [action.message], [action.clientId]);
    case 'sending': {
      const known =
        thread.outbox.some((message) => message.clientId === action.clientId) ||
        thread.messages.some((message) => message.clientId === action.clientId);
      if (known) return thread;
      const { type: _type, status = 'pending', ...message } = action;
      return { ...thread, outbox: [...thread.outbox, { ...message, status }] };
    }
    case 'waiting':
      return setStatus(thread, action.clientId, ['pending'], 'waiting');
    case 'failed':
      return setStatus(thread, action.clientId, ['pending', 'waiting'], 'failed');
    case 'retried':
      // The text goes back to the input; sending it again makes a new pending message.
      return {
        ...thread,
        outbox: thread.outbox.filter(
          (message) => !(message.clientId === action.clientId && message.status === 'failed'),
        ),
      };
    case 'noted':
      return { ...thread, notes: [...thread.notes, action.note] };
  }
}

/** What the chat shows: stored messages and notes by time, then this client's unsent messages. */
export function threadItems<M extends StoredMessage>(thread: Thread<M>): ThreadItem<M>[] {
  const timeline: ThreadItem<M>[] = [
    ...thread.messages.map((message) => ({ kind: 'stored' as const, key: message._id, message })),
    ...thread.notes.map((note) => ({ kind: 'system' as const, key: `note-${note.id}`, note })),
  ];
  const at = (item: ThreadItem<M>) =>
    time(item.kind === 'system' ? item.note.createdAt : item.message.createdAt);
  // Array.prototype.sort is stable, so stored messages keep their server order among themselves.
  timeline.sort((a, b) => at(a) - at(b));
  return [
    ...timeline,
    ...thread.outbox.map((message) => ({
      kind: 'outgoing' as const,
      key: `out-${message.clientId}`,
      message,
    })),
  ];
}

/** The newest stored message, from which a reconnecting client asks for what it missed. */
export function lastMessageId<M extends StoredMessage>(thread: Thread<M>): string | undefined {
  return thread.messages.at(-1)?._id;
}

export function messageCount<M extends StoredMessage>(thread: Thread<M>): number {
  return thread.messages.length + thread.outbox.length;
}
