import type { ChatRef, ReplyPreview } from '@peerconnect/contracts';
import { newClientId } from '../client-id';
import { sendWithFallback } from '../send-with-fallback';
import type { StoredMessage } from '../thread';
import { updateThread, type ThreadRef } from '../thread-cache';
import { browserOnline, isFinalFailure, outbox } from './outbox';

export interface MessageTransport<M> {
  viaSocket(content: string, clientId: string): Promise<M>;
  viaHttp(content: string, clientId: string): Promise<M>;
}

/**
 * Shows the message at once (with the quote of the message it answers) and keeps it in the
 * outbox, then replaces it with the stored copy.
 * Offline it waits for the outbox to send it; a send that fails for want of a network or server,
 * or is refused as too fast, waits too and is retried by the outbox; a message the server refuses
 * is marked failed.
 */
export async function deliverMessage<M extends StoredMessage>(
  ref: ThreadRef,
  chat: ChatRef,
  content: string,
  transport: MessageTransport<M>,
  clientId: string = newClientId(),
  replyTo?: ReplyPreview,
): Promise<void> {
  const createdAt = new Date().toISOString();
  const online = browserOnline();
  const kept = outbox.keep({
    chat,
    clientId,
    content,
    createdAt,
    ...(replyTo ? { replyTo } : {}),
  });
  const status = online || !kept ? 'pending' : 'waiting';
  const quote = replyTo ? { replyTo } : {};
  updateThread<M>(ref, { type: 'sending', clientId, content, createdAt, status, ...quote });
  if (status === 'waiting') return;
  try {
    const message = await outbox.whileSending(clientId, () =>
      sendWithFallback(
        () => transport.viaSocket(content, clientId),
        () => transport.viaHttp(content, clientId),
      ),
    );
    updateThread<M>(ref, { type: 'confirmed', clientId, message });
    outbox.forget(clientId);
  } catch (error) {
    if (kept && !isFinalFailure(error)) {
      updateThread<M>(ref, { type: 'waiting', clientId });
      outbox.failedToSend(error);
      return;
    }
    updateThread<M>(ref, { type: 'failed', clientId });
    outbox.forget(clientId);
  }
}
