import { createServer, type Server, type Socket } from 'node:net';
import { Cursors } from './commands/cursors';
import { runCommand } from './commands/dispatch';
import { Storage } from './storage/storage';
import { sweepExpired } from './storage/ttl';
import { FrameReader } from './wire/frame-reader';
import { encodeReply, parseRequest } from './wire/messages';

export interface EmbeddedMongoOptions {
  /** Directory for the journal and snapshot; omitted means purely in memory. */
  dbPath?: string;
  /** TCP port on 127.0.0.1; 0 or omitted picks a free one. */
  port?: number;
  host?: string;
  /** How often expired TTL documents are removed (mongod: 60 s). */
  ttlSweepMs?: number;
}

export interface EmbeddedMongo {
  uri: string;
  port: number;
  stop(): Promise<void>;
}

/** Starts a MongoDB wire-protocol server backed by the embedded storage engine. */
export async function startEmbeddedMongo(
  options: EmbeddedMongoOptions = {},
): Promise<EmbeddedMongo> {
  const storage = new Storage(options.dbPath);
  const cursors = new Cursors();
  const sockets = new Set<Socket>();
  let connections = 0;
  let nextRequestId = 1;

  // Group commit: the commands of one event-loop turn, from every connection, share one journal
  // write, which happens before any of their replies is sent.
  const outbox: { socket: Socket; reply: Buffer }[] = [];
  let flushScheduled = false;
  const flush = () => {
    flushScheduled = false;
    storage.commit();
    for (const { socket, reply } of outbox.splice(0)) if (!socket.destroyed) socket.write(reply);
  };
  const scheduleFlush = () => {
    if (flushScheduled) return;
    flushScheduled = true;
    setImmediate(flush);
  };

  const server: Server = createServer({ noDelay: true }, (socket) => {
    connections += 1;
    const connectionId = connections;
    const reader = new FrameReader();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk) => {
      try {
        for (const message of reader.push(chunk)) {
          const request = parseRequest(message);
          const reply = runCommand(request.command, { storage, cursors, connectionId });
          if (!request.moreToCome)
            outbox.push({ socket, reply: encodeReply(request, nextRequestId++, reply) });
          scheduleFlush();
        }
      } catch {
        // A malformed, truncated or oversized message ends this connection only, never the server.
        socket.destroy();
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
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    uri: `mongodb://${host}:${port}/`,
    port,
    stop: async () => {
      clearInterval(ttl);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      storage.close();
    },
  };
}
