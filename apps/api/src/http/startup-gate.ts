/**
 * What the HTTP server does in the half second before the app is loaded: it answers the wake-up
 * ping (/api/health, status 'starting') and holds every other request until the app takes over,
 * so nothing a client sends while the server starts fails. Only node:http and type imports here:
 * this module is loaded before listening, and every import it has delays the first answer.
 */
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { HealthResponse } from '@peerconnect/contracts';

const HEALTH_PATH = '/api/health';

/** Whatever else serves on the same server (socket.io), attached once the app's listener is in place. */
export interface Attachable {
  attach(server: Server): unknown;
}

export interface StartupGate {
  /** Hands the server over to `app` (and `io`), which then also answer the requests held meanwhile. */
  open(app: RequestListener, io?: Attachable): void;
}

function answerStarting(res: ServerResponse): void {
  const body: HealthResponse = {
    status: 'starting',
    database: 'connecting',
    uptime: Math.round(process.uptime()),
  };
  res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

const isHealthCheck = (req: IncomingMessage) =>
  (req.method === 'GET' || req.method === 'HEAD') && req.url?.split('?')[0] === HEALTH_PATH;

/** Takes over `server`'s requests until `open` is called. */
export function startupGate(server: Server): StartupGate {
  const held: [IncomingMessage, ServerResponse][] = [];
  const whileStarting: RequestListener = (req, res) => {
    if (isHealthCheck(req)) answerStarting(res);
    else held.push([req, res]);
  };
  server.on('request', whileStarting);
  return {
    open(app, io) {
      server.off('request', whileStarting);
      server.on('request', app);
      // After the swap: socket.io wraps the request listeners it finds to take its own path's
      // requests. Held requests then go through those listeners, so a held polling handshake
      // reaches socket.io rather than the app.
      io?.attach(server);
      for (const [req, res] of held.splice(0)) server.emit('request', req, res);
    },
  };
}
