/**
 * The API's resident memory: idle, with 1,000 connected sockets doing nothing, and over a chat soak
 * (100 clients in one activity room, one student sending 100 messages/s, the 1,000 sockets still
 * connected) sampled every 10 s, to show whether it grows. RSS is read from /proc (Linux). The
 * idle figures are of the API as deployed by default, the embedded database in its process; for
 * the soak the database runs in a process of its own, so that the API's curve shows the API alone
 * and the stored messages (which an in-memory database must hold) show in the database's. Writes
 * the "Memory" section of docs/benchmarks.md. Flags: --minutes=<n> of soak (2; at most 10).
 */
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { count, ms, percentile, table, untilReady, type ApiProcess } from '@peerconnect/bench-kit';
import { spawnApi } from './api-process';
import {
  connectMany,
  DeliveryLog,
  joinRoom,
  openActivity,
  settle,
  tokenOf,
  type BenchClient,
} from './chat-clients';
import { startDatabase } from './database-process';
import { seededDataDir } from './data-dir';
import { howMeasured, say, writeSection } from './report';

const SOAK_MINUTES = Math.min(10, Number(/--minutes=(\d+)/.exec(process.argv.join(' '))?.[1] ?? 2));
const IDLE_SOCKETS = 1_000;
const RECEIVERS = 100;
const RATE = 100;
/** The API allows each socket 10 events/s: ten sockets of the one sender make 100/s. */
const SENDER_SOCKETS = 10;
const SAMPLE_S = 10;
const SETTLE_MS = 5_000;

function rssMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kilobytes / 1024;
}

const mb = (value: number) => `${value.toFixed(0)} MB`;

/** RSS of the API as deployed by default: started idle, then with the idle sockets connected. */
async function idleFigures(dataDir: string, receiverIds: string[]) {
  const api = await spawnApi(dataDir);
  try {
    await untilReady(api);
    await sleep(SETTLE_MS);
    const idle = rssMegabytes(api.child.pid!);
    say(`connecting ${count(IDLE_SOCKETS)} sockets…`);
    const sockets = await connectMany(
      api.base,
      (i) => tokenOf(receiverIds[i % RECEIVERS]!),
      IDLE_SOCKETS,
    );
    await sleep(SETTLE_MS);
    const withSockets = rssMegabytes(api.child.pid!);
    say(`idle ${mb(idle)}, with ${count(IDLE_SOCKETS)} sockets ${mb(withSockets)}`);
    for (const client of sockets) client.close();
    return { idle, withSockets };
  } finally {
    await api.stop();
  }
}

/** One sampling window of the soak: 100 messages/s for SAMPLE_S seconds. */
async function soakWindow(
  roomId: string,
  receivers: BenchClient[],
  senders: BenchClient[],
  window: number,
) {
  const log = new DeliveryLog(receivers);
  const start = performance.now();
  for (let i = 0; i < SAMPLE_S * RATE; i += 1) {
    await sleep(Math.max(0, start + (i * 1000) / RATE - performance.now()));
    log.send(senders[i % SENDER_SOCKETS]!, roomId, `soak${window}-${i}`);
  }
  await settle(() => log.complete(), 2_000);
  log.stop(receivers);
  return { p99: percentile(log.latencies(), 99), lost: log.lost() };
}

async function main(): Promise<void> {
  say('seeding 1,000 students (101 can sign in)…');
  const { dataDir, sampleUserIds } = await seededDataDir(1_000, 0, RECEIVERS + 1);
  const [senderId, ...receiverIds] = sampleUserIds;
  const { idle, withSockets } = await idleFigures(dataDir, receiverIds);

  const database = await startDatabase(dataDir);
  let api: ApiProcess | undefined;
  try {
    api = await spawnApi(dataDir, { MONGODB_URI: database.uri });
    await untilReady(api);
    const pid = api.child.pid!;
    const base = api.base;
    const roomId = await openActivity(base, sampleUserIds);
    const sockets = await connectMany(
      base,
      (i) => tokenOf(receiverIds[i % RECEIVERS]!),
      IDLE_SOCKETS,
    );
    // The first hundred sockets belong to the hundred participants: they join and receive.
    const receivers = sockets.slice(0, RECEIVERS);
    for (const client of receivers) await joinRoom(client, roomId);
    const senders = await connectMany(base, () => tokenOf(senderId!), SENDER_SOCKETS);
    const sample = (at: string, p99 = '', lost = '') => [
      at,
      mb(rssMegabytes(pid)),
      mb(rssMegabytes(database.pid)),
      p99,
      lost,
    ];
    const curve: string[][] = [sample('0:00')];
    let sent = 0;
    let lost = 0;
    const windows = (SOAK_MINUTES * 60) / SAMPLE_S;
    say(`soak for ${SOAK_MINUTES} min…`);
    for (let window = 1; window <= windows; window += 1) {
      const figures = await soakWindow(roomId, receivers, senders, window);
      sent += SAMPLE_S * RATE;
      lost += figures.lost;
      const seconds = window * SAMPLE_S;
      const at = `${Math.floor(seconds / 60)}:${`${seconds % 60}`.padStart(2, '0')}`;
      curve.push(sample(at, ms(figures.p99, 1), `${figures.lost}`));
      say(curve.at(-1)!.join('  '));
    }
    for (const client of [...sockets, ...senders]) client.close();

    writeSection(
      'Memory',
      `${howMeasured({
        script: 'memory',
        data: `1,000 students from the data generator.`,
        method: `resident memory (VmRSS, from /proc) of the built API (\`node dist/index.js\`, NODE_ENV=production); idle as deployed by default, the embedded database in a worker thread of the API's process (so its data counts too), then with ${count(IDLE_SOCKETS)} idle sockets connected.`,
      })}

${table(
  ['State', 'RSS'],
  [
    ['started, database connected, idle', mb(idle)],
    [`${count(IDLE_SOCKETS)} sockets connected, idle`, mb(withSockets)],
  ],
)}

Chat soak, with the database in a process of its own on the same data: the ${count(IDLE_SOCKETS)} sockets connected, ${RECEIVERS} of them in one activity room, one student sending ${RATE} messages/s (${count(sent)} in ${SOAK_MINUTES} min, ${lost} not delivered to everyone), the RSS of both processes and the window's delivery p99 every ${SAMPLE_S} s:

${table(['Time', 'API RSS', 'Database RSS', 'p99 send → last delivery', 'Lost'], curve)}`,
    );
  } finally {
    await api?.stop();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
