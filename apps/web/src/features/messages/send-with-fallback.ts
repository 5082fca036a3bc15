import { SocketAckError } from '@/lib/socket';

/**
 * Sends over the socket first and, when that is not acknowledged in time or the socket is down,
 * over HTTP with the same message (same clientId). The server stores a message once per clientId,
 * so the fallback is safe even when the socket send did get through. A refusal by the server is
 * final: HTTP would refuse it the same way.
 */
export async function sendWithFallback<M>(
  viaSocket: () => Promise<M>,
  viaHttp: () => Promise<M>,
): Promise<M> {
  try {
    return await viaSocket();
  } catch (error) {
    if (error instanceof SocketAckError && error.reason === 'rejected') throw error;
    return viaHttp();
  }
}
