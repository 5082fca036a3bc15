import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  SOCKET_PATH,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@peerconnect/contracts';
import type { Express } from 'express';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { LocalPresence, type Presence } from '@/lib/presence';
import { createSocketServer, type ChatServer } from '@/socket/socket-server';
import { buildTestApp, startTestApp, type TestApp } from './test-app';

export type ChatClient = ClientSocket<ServerToClientEvents, ClientToServerEvents>;

export interface ChatTestServer {
  app: Express;
  url: string;
  port: number;
  io: ChatServer;
  presence: Presence;
  jobs: TestApp['jobs'];
  /** Drops every socket (clients see a transport close, as at a real shutdown) and stops listening. */
  close(): Promise<void>;
}

/**
 * The real app and socket.io on a real HTTP server, on the database mongoose is already connected
 * to (see startTestApp). `port` 0 picks a free one; a restart passes the old one so clients come back.
 */
export async function startChatServer(port = 0): Promise<ChatTestServer> {
  const io = createSocketServer([]);
  const presence = new LocalPresence();
  const built = buildTestApp({}, undefined, { io, presence });
  const server = createServer(built.app);
  io.attach(server);
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
  const actualPort = (server.address() as AddressInfo).port;
  return {
    app: built.app,
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    io,
    presence,
    jobs: built.jobs,
    close: async () => {
      server.closeAllConnections();
      await io.close();
      await built.close();
    },
  };
}

const WAIT_MS = 2_000;

/** A client with the token in the query (as older clients send it) or in `auth` (as ours does). */
export function openClient(
  url: string,
  token: string | undefined,
  options: { reconnection?: boolean; tokenIn?: 'query' | 'auth' } = {},
): ChatClient {
  return connect(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: options.reconnection ?? false,
    reconnectionDelay: 50,
    reconnectionDelayMax: 100,
    forceNew: true,
    ...(token ? { [options.tokenIn ?? 'query']: { token } } : {}),
  });
}

/** Resolves once connected; rejects with the server's refusal message. */
export function connected(client: ChatClient): Promise<ChatClient> {
  return new Promise((resolve, reject) => {
    if (client.connected) return resolve(client);
    const timer = setTimeout(() => reject(new Error('not connected in time')), WAIT_MS);
    client.once('connect', () => {
      clearTimeout(timer);
      resolve(client);
    });
    client.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

export const connectClient = (url: string, token: string) => connected(openClient(url, token));

/** Everything a client receives of one event, for asserting what did (and did not) arrive. */
export function collect<E extends keyof ServerToClientEvents>(
  client: ChatClient,
  event: E,
): Parameters<ServerToClientEvents[E]>[0][] {
  const received: Parameters<ServerToClientEvents[E]>[0][] = [];
  const listener = (payload: Parameters<ServerToClientEvents[E]>[0]) => received.push(payload);
  client.on(event, listener as never);
  return received;
}

/** Waits until `check` holds, polling briefly; fails after a bounded wait. */
export async function eventually(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((tick) => setTimeout(tick, 10));
  }
}

/**
 * A chat server for one test file: its own database and server before the tests, every client it
 * handed out closed after each test, all stopped after the file. `restart` keeps the port, so
 * clients with reconnection on come back to the new server.
 */
export function chatServerPerFile() {
  let db: TestApp;
  let server: ChatTestServer;
  const clients: ChatClient[] = [];
  beforeAll(async () => {
    db = await startTestApp();
    server = await startChatServer();
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.disconnect();
  });
  afterAll(async () => {
    await server.close();
    await db.close();
  });
  const track = <T extends ChatClient[]>(...opened: T): T => {
    clients.push(...opened);
    return opened;
  };
  return {
    server: () => server,
    /** A client that is closed after the test. */
    open: (...args: Parameters<typeof openClient>) => track(openClient(...args))[0],
    track,
    /** A connected client of this token, closed after the test. */
    tab: async (token: string) => track(await connectClient(server.url, token))[0],
    async restart() {
      const { port } = server;
      await server.close();
      server = await startChatServer(port);
    },
  };
}
