import cors from 'cors';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** helmet with a CSP the built SPA works under: no inline scripts, API and sockets on configured origins. */
export function securityHeaders(allowedOrigins: string[]): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...allowedOrigins],
        // ws:/wss: because older Safari does not count same-origin WebSockets as 'self'.
        connectSrc: ["'self'", 'ws:', 'wss:', ...allowedOrigins],
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

/** CORS only for the configured origins; anything else gets no CORS headers (never a reflected origin). */
export function corsPolicy(allowedOrigins: string[]): RequestHandler {
  return cors({
    origin: allowedOrigins.length > 0 ? allowedOrigins : false,
    allowedHeaders: ['Content-Type', 'Authorization', 'x-auth-token'],
    exposedHeaders: ['X-Request-Id'],
    maxAge: 600,
  });
}
