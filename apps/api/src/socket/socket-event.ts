import { API_MESSAGES, type ApiError, type ClientToServerEvents } from '@peerconnect/contracts';
import type { Socket } from 'socket.io';
import { ZodError, type z } from 'zod';
import { AppError } from '@/lib/app-error';
import { isDiskFull } from '@/lib/db';
import type { Logger } from '@/lib/logger';
import type { ChatSocket } from './socket-server';

type EventName = keyof ClientToServerEvents;
type AckOf<E extends EventName> = Parameters<Parameters<ClientToServerEvents[E]>[1]>[0];
/** What a successful acknowledgement of event E carries besides `success: true`. */
export type AckData<E extends EventName> = Omit<Extract<AckOf<E>, { success: true }>, 'success'>;

export interface EventHandler<E extends EventName, Schema extends z.ZodType> {
  /** The contracts' payload schema; a payload that fails it is refused with its first message. */
  schema: Schema;
  /**
   * Authorises and does the work; throws AppError to refuse. Effects passed to `afterAck`
   * (broadcasts) run once the client has its acknowledgement.
   */
  handle(input: z.output<Schema>, afterAck: (effect: () => void) => void): Promise<AckData<E>>;
  /** Tells the client of a failure beyond the acknowledgement. */
  onFailure?(failure: SocketFailure, payload: unknown): void;
}

/** What a refused event tells the client: the same code and message an HTTP error body carries. */
export type SocketFailure = Pick<ApiError, 'code' | 'message'>;

/** The failure safe to show the user; anything unexpected is logged and answered generically. */
function publicFailure(error: unknown, logger: Logger): SocketFailure {
  if (error instanceof ZodError)
    return { code: 'VALIDATION', message: error.issues[0]?.message ?? API_MESSAGES.invalidRequest };
  if (error instanceof AppError) return { code: error.code, message: error.message };
  logger.error({ err: error }, 'socket event failed');
  if (isDiskFull(error)) return { code: 'STORAGE_FULL', message: API_MESSAGES.storageFull };
  return { code: 'SERVER_ERROR', message: API_MESSAGES.serverError };
}

/**
 * Registers one client event: parse → handle → acknowledge `{ success: true, ...data }` → effects;
 * any failure is acknowledged `{ success: false, error, code }`. The one error path of socket events.
 */
export function onEvent<E extends EventName, Schema extends z.ZodType>(
  socket: ChatSocket,
  logger: Logger,
  event: E,
  handler: EventHandler<E, Schema>,
): void {
  // Payloads and acks come from the client: neither is trusted to have the declared shape.
  const listener = async (payload: unknown, ack: unknown): Promise<void> => {
    const reply = typeof ack === 'function' ? (ack as (response: object) => void) : () => {};
    const effects: (() => void)[] = [];
    let data: AckData<E>;
    try {
      data = await handler.handle(handler.schema.parse(payload), (effect) => effects.push(effect));
    } catch (error) {
      const failure = publicFailure(error, logger);
      reply({ success: false, error: failure.message, code: failure.code });
      handler.onFailure?.(failure, payload);
      return;
    }
    reply({ success: true, ...data });
    for (const effect of effects) effect();
  };
  // socket.io types a listener per event name; for a name given as a type parameter it cannot
  // pick one, so the listener (which checks its arguments itself) is registered untyped.
  (socket as unknown as Socket).on(event as string, listener);
}
