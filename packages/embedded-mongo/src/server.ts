import { createServer, type Server, type Socket } from 'node:net';
import { createAnswerer } from './answer';
import { Cursors } from './commands/cursors';
import { ReplyOutbox } from './reply-outbox';
import type { Damage } from './storage/damage';
import { Storage, type DamagePolicy } from './storage/storage';
import { sweepExpired } from './storage/ttl';
import { FrameReader } from './wire/frame-reader';

/**
 * How long no message must have come before indexes deferred at start-up are built; they wait for
 * a first client too, so they never compete with the app that is starting beside this server for
 * the moments until it has connected and answered its first requests.
 */
const QUIET_MS = 500;

export interface EmbeddedMongoOptions {
  /** Directory for the journal and snapshot; omitted means purely in memory. */
  dbPath?: string;
  /** TCP port on 127.0.0.1; 0 or omitted picks a free one. */
  port?: number;
  host?: string;
  /** How often expired TTL documents are removed (mongod: 60 s). */
  ttlSweepMs?: number;
  /** Damaged records at load: skip and report them (the default), or refuse to start. */
  onDamage?: DamagePolicy;
}

export interface EmbeddedMongo {
  uri: string;
  port: number;
  /** What loading found damaged and skipped (empty when the data was intact). */
  damage: Damage[];
  stop(): Promise<void>;
}

/** Starts a MongoDB wire-protocol server backed by the embedded storage engine. */
export async function startEmbeddedMongo(
  options: EmbeddedMongoOptions = {},
): Promise<EmbeddedMongo> {
  const storage = await Storage.open(options.dbPath, { onDamage: options.onDamage });
  const answer = createAnswerer(storage, new Cursors());
  const outbox = new ReplyOutbox(storage);
  const sockets = new Set<Socket>();
  let connections = 0;
  let lastMessageAt: number | undefined;

  const server: Server = createServer({ noDelay: true }, (socket) => {
    connections += 1;
    const connectionId = connections;
    const reader = new FrameReader();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: Buffer) => {
      lastMessageAt = performance.now();
      const replies: Buffer[] = [];
      try {
        for (const message of reader.push(chunk)) {
          const reply = answer(message, connectionId);
          if (reply) replies.push(reply);
        }
      } catch {
        // A malformed, truncated or oversized message ends this connection only, never the server.
        socket.destroy();
      } finally {
        // Even for a destroyed connection: the changes its earlier messages made get committed.
        outbox.send(socket, replies);
      }
    });
  });

  const ttl = setInterval(() => sweepExpired(storage), options.ttlSweepMs ?? 60_000);
  ttl.unref();

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  void storage.buildDeferredIndexes(
    () => lastMessageAt !== undefined && performance.now() - lastMessageAt > QUIET_MS,
  );
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    uri: `mongodb://${host}:${port}/`,
    port,
    damage: storage.damage,
    stop: async () => {
      clearInterval(ttl);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      storage.close();
    },
  };
}
