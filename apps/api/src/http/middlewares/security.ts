import cors from 'cors';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** The WebSocket form of an http(s) origin: socket.io's connection to it needs ws: or wss:. */
export const webSocketOrigin = (origin: string) => origin.replace(/^http/, 'ws');

/**
 * helmet with a CSP the built SPA works under: no inline scripts but the web build's own, each
 * allowed by its hash (`inlineScripts`, see http/web-app.ts); fetches and sockets only to this
 * site and the configured origins. `publicUrl` (the API's own address) is named too, with its ws
 * form, because older Safari does not count a same-origin WebSocket as 'self'.
 */
export function securityHeaders(
  allowedOrigins: string[],
  publicUrl?: string,
  inlineScripts: string[] = [],
): RequestHandler {
  const ownOrigin = publicUrl ? [new URL(publicUrl).origin] : [];
  const connectOrigins = [...new Set([...ownOrigin, ...allowedOrigins])];
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...allowedOrigins],
        connectSrc: ["'self'", ...connectOrigins, ...connectOrigins.map(webSocketOrigin)],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // The app may be served over plain HTTP (localhost, a private network); TLS is the proxy's job.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginResourcePolicy: {
      policy: allowedOrigins.length > 0 ? 'cross-origin' : 'same-origin',
    },
  });
}

/**
 * CORS only for the configured origins; anything else gets no CORS headers (never a reflected
 * origin). A web app on another origin may read the request id, the list's next-page cursor and how
 * long to wait after a 429.
 */
export function corsPolicy(allowedOrigins: string[]): RequestHandler {
  return cors({
    origin: allowedOrigins.length > 0 ? allowedOrigins : false,
    allowedHeaders: ['Content-Type', 'Authorization', 'x-auth-token'],
    exposedHeaders: ['X-Request-Id', 'X-Next-Cursor', 'Retry-After'],
    maxAge: 600,
  });
}
