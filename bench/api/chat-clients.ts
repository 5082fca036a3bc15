/**
 * The chat benchmarks' side of the wire: students' tokens, an activity everyone has joined, socket
 * clients in its room, and the measurement of sends against deliveries. Works the same against the
 * API and against the bare socket.io yardstick (bare-chat-server.ts), which speaks the same
 * events.
 */
import {
  activityRoomId,
  SOCKET_EVENTS as E,
  SOCKET_PATH,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@peerconnect/contracts';
import { postJson } from '@peerconnect/bench-kit';
import { io, type Socket } from 'socket.io-client';
import { createTokens } from '@api/modules/auth';
import { BENCH_SECRET } from './api-process';

export type BenchClient = Socket<ServerToClientEvents, ClientToServerEvents>;

const tokens = createTokens(BENCH_SECRET, '1d');

/** A session token for a seeded student (token version 0), as a sign-in would give. */
export const tokenOf = (userId: string) => tokens.sign({ userId, version: 0 });

/** An activity created by the first student and joined by all the others; its room name. */
export async function openActivity(base: string, userIds: string[]): Promise<string> {
  const [creator, ...others] = userIds.map(tokenOf);
  const activity = await postJson<{ _id: string }>(
    base,
    '/api/activities',
    {
      title: 'Benchmark study group',
      description: 'Everyone talks at once.',
      location: 'Library',
      category: 'Academic',
      date: new Date(Date.now() + 86_400_000).toISOString(),
    },
    creator,
  );
  for (const token of others)
    await postJson(base, `/api/activities/${activity._id}/join`, {}, token);
  return activityRoomId(activity._id);
}

export async function connectClient(base: string, token: string): Promise<BenchClient> {
  const client: BenchClient = io(base, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token },
  });
  await new Promise<void>((resolve, reject) => {
    client.once('connect', resolve);
    client.once('connect_error', reject);
  });
  return client;
}

/** Connects `count` clients, a few at a time, so the handshakes do not all queue at once. */
export async function connectMany(base: string, tokenFor: (i: number) => string, count: number) {
  const clients: BenchClient[] = [];
  for (let start = 0; start < count; start += 50) {
    const batch = Array.from({ length: Math.min(50, count - start) }, (_, i) =>
      connectClient(base, tokenFor(start + i)),
    );
    clients.push(...(await Promise.all(batch)));
  }
  return clients;
}

export async function joinRoom(client: BenchClient, roomId: string): Promise<void> {
  const ack = await client.emitWithAck(E.joinActivityRoom, { roomId });
  if (!ack.success) throw new Error(`join refused: ${ack.error}`);
}

/**
 * Stops socket.io's decoding of what `client` receives: from now on only the packets' text reaches
 * DeliveryLog, which reads a message's content from it. Decoding and dispatching every packet of a
 * burst in this one process costs the clients as much CPU as the server spends sending them, so the
 * clients would set the pace and the server's unsent frames pile up in its memory. The wire, the
 * handshake and the pings (engine.io's own) stay as they are; acknowledgements no longer reach the
 * client, so call it once the client has joined its rooms.
 */
export function receiveRaw(client: BenchClient): void {
  client.io.engine.off('data');
}

const MESSAGE_PACKET = `2["${E.activityMessage}",`;
const CONTENT_FIELD = '"content":"';

/** The content of an activity-message packet's text (the benchmark's contents hold no quotes). */
function contentOf(packet: unknown): string | undefined {
  if (typeof packet !== 'string' || !packet.startsWith(MESSAGE_PACKET)) return undefined;
  const start = packet.indexOf(CONTENT_FIELD) + CONTENT_FIELD.length;
  return packet.slice(start, packet.indexOf('"', start));
}

/**
 * When each receiver saw each message (by its content), to find the last delivery and any loss.
 * The receivers are read raw (see receiveRaw).
 */
export class DeliveryLog {
  readonly sentAt = new Map<string, number>();
  private readonly lastAt = new Map<string, number>();
  private readonly seen: Set<string>[];
  private readonly listeners: ((packet: unknown) => void)[];
  deliveries = 0;
  duplicates = 0;
  refused = 0;
  /** Refusals by the error their acknowledgement gave, to tell a rate limit from a failure. */
  readonly refusals = new Map<string, number>();

  constructor(receivers: BenchClient[]) {
    this.seen = receivers.map(() => new Set<string>());
    this.listeners = receivers.map((client, i) => {
      const seen = this.seen[i]!;
      const listener = (packet: unknown) => {
        const content = contentOf(packet);
        if (content === undefined) return;
        this.deliveries += 1;
        if (seen.has(content)) this.duplicates += 1;
        seen.add(content);
        this.lastAt.set(content, performance.now());
      };
      client.io.engine.on('message', listener);
      return listener;
    });
  }

  /** Sends without waiting; an acknowledgement saying no counts as refused. */
  send(sender: BenchClient, roomId: string, content: string): void {
    this.sentAt.set(content, performance.now());
    sender.emit(E.sendActivityMessage, { roomId, content, clientId: `bench-${content}` }, (ack) => {
      if (ack.success) return;
      this.refused += 1;
      this.refusals.set(ack.error, (this.refusals.get(ack.error) ?? 0) + 1);
    });
  }

  /** Every receiver has every message sent (or a refusal explains the gap). */
  complete(): boolean {
    const expected = this.sentAt.size - this.refused;
    return this.seen.every((seen) => seen.size >= expected);
  }

  /** Send → delivery at the last receiver, per message that reached everyone, in ms. */
  latencies(): number[] {
    return [...this.sentAt].flatMap(([content, sent]) => {
      const last = this.lastAt.get(content);
      const everyone = this.seen.every((seen) => seen.has(content));
      return last !== undefined && everyone ? [last - sent] : [];
    });
  }

  /** Messages some receiver never got. */
  lost(): number {
    return [...this.sentAt.keys()].filter((content) => this.seen.some((seen) => !seen.has(content)))
      .length;
  }

  lastDelivery(): number {
    return Math.max(...this.lastAt.values());
  }

  stop(receivers: BenchClient[]): void {
    receivers.forEach((client, i) => client.io.engine.off('message', this.listeners[i]));
  }
}

/** Resolves when `done` holds, or after `limitMs` (then the figures show what is missing). */
export async function settle(done: () => boolean, limitMs = 5_000): Promise<void> {
  const deadline = performance.now() + limitMs;
  while (!done() && performance.now() < deadline) await new Promise((tick) => setTimeout(tick, 5));
}
