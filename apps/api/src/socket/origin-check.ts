import type { IncomingMessage } from 'node:http';

/**
 * Whether a socket.io request may proceed, by its Origin header: a browser page may open the chat
 * only from this site itself or from a configured origin, the same allow-list as CORS (CORS alone
 * does not cover WebSockets: a browser opens one to any site and only reports the page's origin).
 * Requests without an Origin are not from a browser page's script and still need a valid token.
 */
export function isAllowedSocketOrigin(req: IncomingMessage, allowedOrigins: string[]): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (allowedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}
