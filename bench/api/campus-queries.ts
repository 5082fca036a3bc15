/**
 * Counts the database commands each route costs: a proxy between the API and its database that
 * reads the command name of every OP_MSG the API sends (the driver's own heartbeats left out).
 */
import { createServer, connect, type Server } from 'node:net';
import { freePort } from '@peerconnect/bench-kit';

const OP_MSG = 2013;
const HEADER_BYTES = 16;
/** The driver's connection upkeep, not a route's work. */
const UPKEEP = new Set(['hello', 'ismaster', 'isMaster', 'ping', 'endSessions', 'buildInfo']);

/** The first key of an OP_MSG's body (kind 0) section: the command's name. */
function commandOf(message: Buffer): string | undefined {
  if (message.readInt32LE(12) !== OP_MSG || message[HEADER_BYTES + 4] !== 0) return undefined;
  const nameStart = HEADER_BYTES + 4 + 1 + 4 + 1;
  return message.toString('latin1', nameStart, message.indexOf(0, nameStart));
}

export interface CommandCounter {
  /** The URI the API is given in place of the database's. */
  uri: string;
  /** Commands by name since the last call, then starts counting afresh. */
  take(): Map<string, number>;
  close(): void;
}

export async function countCommands(databaseUri: string): Promise<CommandCounter> {
  const target = new URL(databaseUri);
  let counts = new Map<string, number>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    let pending = Buffer.alloc(0);
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 4 && pending.length >= pending.readInt32LE(0)) {
        const length = pending.readInt32LE(0);
        const name = commandOf(pending.subarray(0, length));
        if (name && !UPKEEP.has(name)) counts.set(name, (counts.get(name) ?? 0) + 1);
        pending = pending.subarray(length);
      }
    });
    upstream.on('data', (chunk) => client.write(chunk));
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      a.on('close', () => b.destroy());
      a.on('error', () => b.destroy());
    }
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    uri: `mongodb://127.0.0.1:${port}${target.pathname}`,
    take() {
      const taken = counts;
      counts = new Map();
      return taken;
    },
    close: () => server.close(),
  };
}
