/**
 * A stand-in for a free tier's edge in front of a sleeping API: pages and scripts pass at once,
 * while API and socket.io requests are held back for a while after `holdApi` (the server "boots"),
 * then forwarded as they are.
 */
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

export interface DelayingProxy {
  url: string;
  /** From now, API requests wait until `ms` have passed before they go through. */
  holdApi(ms: number): void;
  close(): Promise<void>;
}

const isApi = (url = '') => url.startsWith('/api') || url.startsWith('/socket.io');

export async function startDelayingProxy(target: string): Promise<DelayingProxy> {
  const upstream = new URL(target);
  let heldUntil = 0;
  const held = (req: IncomingMessage) =>
    new Promise<void>((pass) =>
      setTimeout(pass, isApi(req.url) ? Math.max(0, heldUntil - Date.now()) : 0),
    );
  const sockets = new Set<Socket>();

  const server: Server = createServer((req, res) => {
    void held(req).then(() => {
      const forwarded = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: upstream.host },
          // A connection per request: none is left open to hold up the app's shutdown after the run.
          agent: false,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forwarded.on('error', () => res.destroy());
      req.pipe(forwarded);
    });
  });
  // WebSocket upgrades: held like other API requests, then spliced through byte for byte.
  server.on('upgrade', (req: IncomingMessage, client: Socket, head: Buffer) => {
    void held(req).then(() => {
      const remote = connect(Number(upstream.port), upstream.hostname, () => {
        const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
        for (let i = 0; i < req.rawHeaders.length; i += 2)
          lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
        remote.write(`${lines.join('\r\n')}\r\n\r\n`);
        remote.write(head);
        remote.pipe(client).pipe(remote);
      });
      for (const socket of [client, remote]) {
        sockets.add(socket);
        socket.on('error', () => undefined);
        socket.once('close', () => sockets.delete(socket));
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    holdApi(ms) {
      heldUntil = Date.now() + ms;
    },
    close: () =>
      new Promise((closed) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => closed());
      }),
  };
}
