import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startupGate, type StartupGate } from './startup-gate';

let server: Server;
let gate: StartupGate;
let base: string;

beforeEach(async () => {
  server = createServer();
  gate = startupGate(server);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((closed) => server.close(closed));
});

const app = (name: string) => (_req: unknown, res: { end(body: string): void }) => res.end(name);

describe('the server while the app is still loading', () => {
  it('when the host pings /api/health, then it answers 200 "starting" at once', async () => {
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      status: 'starting',
      database: 'connecting',
      uptime: expect.any(Number),
    });
  });

  it('when a client sends a request meanwhile, then it is answered by the app once loaded', async () => {
    let answered = false;
    const login = fetch(`${base}/api/auth/login`, { method: 'POST', body: '{"a":1}' }).then(
      async (response) => {
        answered = true;
        return response.text();
      },
    );
    await new Promise((settle) => setTimeout(settle, 50));
    expect(answered).toBe(false);

    gate.open(app('from the app'));
    expect(await login).toBe('from the app');
  });

  it('when the app has taken over, then health and everything else go to the app', async () => {
    gate.open(app('from the app'));
    expect(await (await fetch(`${base}/api/health`)).text()).toBe('from the app');
    expect(await (await fetch(`${base}/api/activities`)).text()).toBe('from the app');
  });

  it('when socket.io attaches with the app, then held requests reach the listeners it set up', async () => {
    const held = fetch(`${base}/socket.io/?EIO=4&transport=polling`).then((r) => r.text());
    await new Promise((settle) => setTimeout(settle, 20));
    const socketIo = {
      attach(target: Server) {
        const others = target.listeners('request') as ((...args: unknown[]) => void)[];
        target.removeAllListeners('request');
        target.on('request', (req, res) => {
          if (req.url?.startsWith('/socket.io/')) res.end('from socket.io');
          else for (const listener of others) listener.call(target, req, res);
        });
      },
    };
    gate.open(app('from the app'), socketIo);
    expect(await held).toBe('from socket.io');
  });
});
