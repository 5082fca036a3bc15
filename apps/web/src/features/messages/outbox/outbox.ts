/**
 * The chat's outbox: every message this student sends is kept in IndexedDB (outbox-store.ts)
 * until the server has stored it. Offline, or when a send fails, it waits there, survives a
 * reload, and is sent again by itself under its own clientId (so the server stores it once):
 * when the browser is back online, and after a failure, a few times with growing waits before
 * the student is asked to retry.
 */
import type { ChatRef } from '@peerconnect/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { CHAT } from '@/config/timeouts';
import { ApiRequestError, isRefusal } from '@/lib/api-client';
import { SocketAckError } from '@/lib/socket';
import { activityThreadRef } from '../api/get-activity-messages';
import { directThreadRef } from '../api/get-direct-messages';
import { postActivityMessage } from '../api/send-activity-message';
import { postDirectMessage } from '../api/send-direct-message';
import type { StoredMessage } from '../thread';
import { updateThread, type ThreadRef } from '../thread-cache';
import type { KeptMessage } from './kept-message';
import { dropKept, readKept, saveKept } from './outbox-store';

export const browserOnline = () => navigator.onLine !== false;

/** How long to wait when the server refused a send as too fast (over HTTP or the socket). */
function rateLimitedWait(error: unknown): number | undefined {
  const limited =
    (error instanceof ApiRequestError || error instanceof SocketAckError) &&
    error.code === 'RATE_LIMITED';
  if (!limited) return undefined;
  const retryAfter = error instanceof ApiRequestError ? error.retryAfterMs : undefined;
  return retryAfter ?? CHAT.outboxRateLimitedDelay;
}

/** The server refused the message itself: sending it again cannot help. */
export const isFinalFailure = (error: unknown) =>
  rateLimitedWait(error) === undefined &&
  ((error instanceof SocketAckError && error.reason === 'rejected') || isRefusal(error));

interface OutboxState {
  userId: string | null;
  queryClient: QueryClient | null;
  kept: KeptMessage[];
  /** Sends under way (the live send or the outbox's own): never two at once for a message. */
  sending: Set<string>;
  /** Failed sends in a row; past the retry waits, the student is asked. */
  failures: number;
  gaveUp: boolean;
  timer?: ReturnType<typeof setTimeout>;
}

const state: OutboxState = {
  userId: null,
  queryClient: null,
  kept: [],
  sending: new Set(),
  failures: 0,
  gaveUp: false,
};
const listeners = new Set<() => void>();

function setKept(kept: KeptMessage[]): void {
  state.kept = kept;
  for (const listener of listeners) listener();
}

export function threadRefOf(queryClient: QueryClient, chat: ChatRef): ThreadRef {
  return chat.kind === 'direct'
    ? directThreadRef(queryClient, chat.id)
    : activityThreadRef(queryClient, chat.id);
}

/** Changes a kept message's line in its chat, if that chat is on screen or cached. */
function updateShown(message: KeptMessage, change: (ref: ThreadRef) => void): void {
  if (!state.queryClient) return;
  const ref = threadRefOf(state.queryClient, message.chat);
  if (state.queryClient.getQueryData(ref.queryKey)) change(ref);
}

/** The id of the message a kept one answers. */
const answered = ({ replyTo }: KeptMessage) =>
  typeof replyTo === 'string' ? replyTo : replyTo?._id;

const post = (message: KeptMessage): Promise<StoredMessage> => {
  const { chat, content, clientId } = message;
  const replyTo = answered(message);
  const reply = replyTo ? { replyTo } : {};
  return chat.kind === 'direct'
    ? postDirectMessage({ receiverId: chat.id, content, clientId, ...reply })
    : postActivityMessage({ activityId: chat.id, content, clientId, ...reply });
};

export const outbox = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  kept: (): readonly KeptMessage[] => state.kept,
  /** Whether the outbox stopped retrying and the student was asked to. */
  gaveUp: () => state.gaveUp,

  /** Keeps a message being sent; false before the outbox has started (nobody signed in yet). */
  keep(message: Omit<KeptMessage, 'userId'>): boolean {
    if (!state.userId) return false;
    const kept = { ...message, userId: state.userId };
    // A new message starts a new series of retries, for it and for any the student was asked about.
    state.failures = 0;
    state.gaveUp = false;
    setKept([...state.kept.filter((other) => other.clientId !== kept.clientId), kept]);
    // Without IndexedDB (some private modes) it is kept for this visit only.
    void saveKept(kept).catch(() => undefined);
    return true;
  },

  /** The server stored the message, refused it, or the student took its text back. */
  forget(clientId: string): void {
    if (!state.kept.some((message) => message.clientId === clientId)) return;
    setKept(state.kept.filter((message) => message.clientId !== clientId));
    void dropKept(clientId).catch(() => undefined);
  },

  /** Runs a send of a kept message, so the outbox does not send it at the same time. */
  async whileSending<T>(clientId: string, send: () => Promise<T>): Promise<T> {
    state.sending.add(clientId);
    try {
      return await send();
    } finally {
      state.sending.delete(clientId);
    }
  },

  /**
   * A send failed for want of a connection or a server (`error`): the outbox tries again after a
   * wait. Sending too fast is no failure: it waits as long as the server asks, and never gives up.
   */
  failedToSend(error: unknown): void {
    clearTimeout(state.timer);
    const wait = rateLimitedWait(error) ?? nextRetryDelay();
    if (wait === undefined) {
      giveUp();
      return;
    }
    state.timer = setTimeout(() => void outbox.flush(), wait);
  },

  /** Sends every kept message not already on its way, oldest first, while the network lasts. */
  async flush(): Promise<void> {
    clearTimeout(state.timer);
    const userId = state.userId;
    if (!userId || !browserOnline()) return;
    for (const message of state.kept) {
      if (state.userId !== userId) return;
      if (state.sending.has(message.clientId)) continue;
      try {
        const stored = await outbox.whileSending(message.clientId, () => post(message));
        updateShown(message, (ref) =>
          updateThread(ref, { type: 'confirmed', clientId: message.clientId, message: stored }),
        );
        outbox.forget(message.clientId);
      } catch (error) {
        if (!isFinalFailure(error)) {
          outbox.failedToSend(error);
          return;
        }
        updateShown(message, (ref) =>
          updateThread(ref, { type: 'failed', clientId: message.clientId }),
        );
        outbox.forget(message.clientId);
      }
    }
    state.failures = 0;
    state.gaveUp = false;
  },
};

/** The wait before the retry after one more failure in a row; none past the last. */
function nextRetryDelay(): number | undefined {
  const wait = CHAT.outboxRetryDelays[state.failures];
  state.failures += 1;
  return wait;
}

/** Past the last retry: every waiting message asks the student to tap it. */
function giveUp(): void {
  state.gaveUp = true;
  for (const message of state.kept) {
    updateShown(message, (ref) =>
      updateThread(ref, { type: 'failed', clientId: message.clientId }),
    );
  }
  for (const listener of listeners) listener();
}

function backOnline(): void {
  state.failures = 0;
  state.gaveUp = false;
  void outbox.flush();
}

/**
 * Starts the signed-in student's outbox: reads what they kept (a reload, a closed tab), sends it
 * if online, and again whenever the browser comes back online. Returns the stop.
 */
export function startOutbox(queryClient: QueryClient, userId: string): () => void {
  Object.assign(state, { userId, queryClient, failures: 0, gaveUp: false });
  setKept([]);
  readKept(userId).then(
    (kept) => {
      if (state.userId !== userId) return;
      const newer = state.kept.filter(
        (message) => !kept.some((k) => k.clientId === message.clientId),
      );
      setKept([...kept, ...newer]);
      void outbox.flush();
    },
    () => undefined,
  );
  window.addEventListener('online', backOnline);
  return () => {
    window.removeEventListener('online', backOnline);
    clearTimeout(state.timer);
    Object.assign(state, { userId: null, queryClient: null });
    setKept([]);
  };
}
