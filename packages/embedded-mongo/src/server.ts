import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAnswerer } from './answer';
import { Cursors } from './commands/cursors';
import { ServerState } from './commands/test-state';
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
  /**
   * Listen on a Unix socket in a folder only this user may enter, instead of a TCP port that any
   * local user or process could reach; the URI names the socket. Needs `dbPath`.
   */
  privateSocket?: boolean;
}

export interface EmbeddedMongo {
  uri: string;
  port: number;
  /** What loading found damaged and skipped (empty when the data was intact). */
  damage: Damage[];
  stop(): Promise<void>;
}

/** Longest Unix socket path every platform takes (sun_path is 104 bytes on macOS, 108 on Linux). */
const SOCKET_PATH_MAX = 100;

/**
 * Where the private socket goes: `socket/` beside the data, made 0700, so only the data's owner
 * can reach it whatever the socket file's own mode; a data folder too deep for a socket path gets
 * a private folder under the system's temporary one. The data-dir lock makes this server the only
 * one here, so a socket left by a crash is removed.
 */
function privateSocketPath(dbPath: string): string {
  let dir = join(dbPath, 'socket');
  if (join(dir, 'mongod.sock').length > SOCKET_PATH_MAX)
    dir = mkdtempSync(join(tmpdir(), 'pc-db-'));
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  const path = join(dir, 'mongod.sock');
  rmSync(path, { force: true });
  return path;
}

/** Starts a MongoDB wire-protocol server backed by the embedded storage engine. */
export async function startEmbeddedMongo(
  options: EmbeddedMongoOptions = {},
): Promise<EmbeddedMongo> {
  const storage = await Storage.open(options.dbPath, { onDamage: options.onDamage });
  let ttl = setInterval(() => sweepExpired(storage), options.ttlSweepMs ?? 60_000);
  ttl.unref();
  const state = new ServerState((ms) => {
    clearInterval(ttl);
    ttl = setInterval(() => sweepExpired(storage), ms);
    ttl.unref();
  });
  const answer = createAnswerer(storage, new Cursors(), state);
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
          const changes = storage.uncommittedChanges;
          const reply = answer(message, connectionId);
          if (!reply) continue;
          replies.push(reply);
          if (storage.uncommittedChanges > changes) outbox.answersWrite(reply);
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

  const host = options.host ?? '127.0.0.1';
  const socketPath =
    options.privateSocket && options.dbPath ? privateSocketPath(options.dbPath) : undefined;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    if (socketPath) server.listen(socketPath, () => resolve());
    else server.listen(options.port ?? 0, host, () => resolve());
  }).catch((error: unknown) => {
    storage.close();
    throw error;
  });
  void storage.buildDeferredIndexes(
    () => lastMessageAt !== undefined && performance.now() - lastMessageAt > QUIET_MS,
  );
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    uri: socketPath ? `mongodb://${encodeURIComponent(socketPath)}/` : `mongodb://${host}:${port}/`,
    port,
    damage: storage.damage,
    stop: async () => {
      clearInterval(ttl);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (socketPath) rmSync(socketPath, { force: true });
      storage.close();
    },
  };
}
