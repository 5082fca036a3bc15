/**
 * Chat fan-out, on loopback: 100 socket.io clients in one activity room (all participants), one
 * student sending 100 messages/s; p50/p99 from send to delivery at the last of the 100, the API
 * against a bare socket.io server (bare-chat-server.ts) in the same run. The same with 20
 * sign-ins/s running (bcrypt cost 10 in the API's worker pool), to show hashing stays off the event
 * loop, and once more without them afterwards: how far two measurements of one configuration differ
 * in the same run is the yardstick for that difference. Bursts of 1,000 messages, alternating between the servers: deliveries per second, counts
 * proving none lost or duplicated, and the CPU time each burst cost the server and the clients.
 * Writes the "Chat fan-out" section of docs/benchmarks.md. Flags: --seconds=<n> per steady phase (10);
 * --entry=<file> the API build to start (dist/index.js), e.g. a copy of dist/ in apps/api, which
 * another build cannot replace mid-run (tsup empties dist/ first).
 *
 * The API limits each socket to 10 events/s (bursts of 20) and each student to 10 sockets and 60
 * messages a minute (raised here with MESSAGE_RATE_LIMIT: this measures fan-out, not the limit), so
 * the senders are 5 students with 10 sockets each: 10 sockets carry the steady rate, all 50 the
 * burst; the yardstick gets the same.
 */
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  count,
  freePort,
  median,
  ms,
  percentile,
  startTsxProcess,
  table,
  until,
  untilReady,
  type ApiProcess,
} from '@peerconnect/bench-kit';
import { spawnApi } from './api-process';
import { processCpuMs } from './control-group';
import {
  connectMany,
  DeliveryLog,
  joinRoom,
  openActivity,
  receiveRaw,
  settle,
  tokenOf,
  type BenchClient,
} from './chat-clients';
import { sampleLogin, seededDataDir } from './data-dir';
import { howMeasured, say, writeSection } from './report';

const STEADY_S = Number(/--seconds=(\d+)/.exec(process.argv.join(' '))?.[1] ?? 10);
const API_ENTRY = /--entry=(\S+)/.exec(process.argv.join(' '))?.[1];
const RECEIVERS = 100;
const RATE = 100;
const STEADY_SOCKETS = 10;
const BURST = 1_000;
const BURST_SOCKETS = 50;
/** A student may hold 10 sockets open at once. */
const SENDER_STUDENTS = BURST_SOCKETS / 10;
const LOGINS_PER_SECOND = 20;
const ROUNDS = 2;
const BURST_ROUNDS = 3;
/** Long enough for every sender socket's rate-limit bucket to refill between phases. */
const PAUSE_MS = 2_500;

type SteadyRun = Awaited<ReturnType<typeof steady>>;
type BurstRun = Awaited<ReturnType<typeof burst>>;

interface Room {
  base: string;
  /** The server's process, whose CPU time a burst reads. */
  serverPid: number;
  roomId: string;
  receivers: BenchClient[];
  senders: BenchClient[];
}

/** CPU time this process (the benchmark's clients) has used since `since`, in ms. */
function clientCpuMs(since: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
}

async function fillRoom(
  { base, serverPid }: { base: string; serverPid: number },
  roomId: string,
  receiverToken: (i: number) => string,
  senderToken: (i: number) => string,
): Promise<Room> {
  const receivers = await connectMany(base, receiverToken, RECEIVERS);
  for (const client of receivers) await joinRoom(client, roomId);
  receivers.forEach(receiveRaw);
  const senders = await connectMany(base, senderToken, BURST_SOCKETS);
  return { base, serverPid, roomId, receivers, senders };
}

/** One message every 1000/RATE ms, round-robin over the steady sender sockets. */
async function steady(room: Room, label: string) {
  const log = new DeliveryLog(room.receivers);
  const start = performance.now();
  for (let i = 0; i < STEADY_S * RATE; i += 1) {
    await sleep(Math.max(0, start + (i * 1000) / RATE - performance.now()));
    log.send(room.senders[i % STEADY_SOCKETS]!, room.roomId, `${label}-${i}`);
  }
  await settle(() => log.complete());
  log.stop(room.receivers);
  if (log.refused > 0) say(`${label}: refused ${JSON.stringify([...log.refusals])}`);
  await sleep(PAUSE_MS);
  const latencies = log.latencies();
  return {
    p50: median(latencies),
    p99: percentile(latencies, 99),
    sent: log.sentAt.size,
    lost: log.lost(),
    refused: log.refused,
  };
}

async function burst(room: Room, label: string) {
  const log = new DeliveryLog(room.receivers);
  const serverCpuBefore = processCpuMs(room.serverPid);
  const clientCpuBefore = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < BURST; i += 1) {
    log.send(room.senders[i % BURST_SOCKETS]!, room.roomId, `${label}-${i}`);
  }
  await settle(() => log.complete(), 30_000);
  const serverCpuMs = processCpuMs(room.serverPid) - serverCpuBefore;
  const clientMs = clientCpuMs(clientCpuBefore);
  log.stop(room.receivers);
  await sleep(PAUSE_MS);
  return {
    perSecond: log.deliveries / ((log.lastDelivery() - start) / 1000),
    deliveries: log.deliveries,
    lost: log.lost(),
    duplicates: log.duplicates,
    refused: log.refused,
    serverCpuMs,
    clientCpuMs: clientMs,
  };
}

/**
 * Sign-ins at a steady rate, at most 20 in flight. The API refuses those beyond what its password
 * workers can take with 503 (busy) at once, so answered and refused sign-ins are counted apart.
 */
function loginLoad(base: string) {
  let sent = 0;
  let ok = 0;
  let busy = 0;
  let inFlight = 0;
  const started = performance.now();
  const timer = setInterval(() => {
    if (inFlight >= LOGINS_PER_SECOND) return;
    sent += 1;
    inFlight += 1;
    void fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(sampleLogin()),
    })
      .then((response) => {
        if (response.ok) ok += 1;
        if (response.status === 503) busy += 1;
        return response.arrayBuffer();
      })
      .finally(() => (inFlight -= 1));
  }, 1000 / LOGINS_PER_SECOND);
  return () => {
    clearInterval(timer);
    const seconds = (performance.now() - started) / 1000;
    return { sent, perSecond: ok / seconds, busyPerSecond: busy / seconds };
  };
}

async function startBareChat() {
  const port = await freePort();
  const script = fileURLToPath(new URL('bare-chat-server.ts', import.meta.url));
  const server = startTsxProcess(script, [`${port}`]);
  const base = `http://127.0.0.1:${port}`;
  await until(async () =>
    (await fetch(`${base}/socket.io/?EIO=4&transport=polling`)).ok ? true : undefined,
  );
  return { base, serverPid: server.child.pid!, stop: server.stop };
}

const closeAll = (room: Room) => [...room.receivers, ...room.senders].forEach((c) => c.close());

async function main(): Promise<void> {
  say(`seeding 1,000 students (${RECEIVERS + SENDER_STUDENTS} can sign in)…`);
  const { dataDir, sampleUserIds } = await seededDataDir(1_000, 0, RECEIVERS + SENDER_STUDENTS);
  const senderIds = sampleUserIds.slice(0, SENDER_STUDENTS);
  const receiverIds = sampleUserIds.slice(SENDER_STUDENTS);
  let api: ApiProcess | undefined;
  const bare = await startBareChat();
  try {
    // Sign-in limits count requests in flight until they succeed; the login load sends many.
    api = await spawnApi(
      dataDir,
      { LOGIN_RATE_LIMIT: '1000000', MESSAGE_RATE_LIMIT: '1000000' },
      { entry: API_ENTRY },
    );
    await untilReady(api);
    const roomId = await openActivity(api.base, sampleUserIds);
    // Each sender student holds every fifth socket, so the steady ten are spread over all five.
    const senderToken = (i: number) => tokenOf(senderIds[i % SENDER_STUDENTS]!);
    const apiServer = { base: api.base, serverPid: api.child.pid! };
    const apiRoom = await fillRoom(apiServer, roomId, (i) => tokenOf(receiverIds[i]!), senderToken);
    const bareRoom = await fillRoom(bare, roomId, () => 'unused', senderToken);

    const runs: Record<'bare' | 'api' | 'logins' | 'again', SteadyRun[]> = {
      bare: [],
      api: [],
      logins: [],
      again: [],
    };
    let logins = { sent: 0, perSecond: 0, busyPerSecond: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      say(`steady ${RATE} msg/s, round ${round + 1}…`);
      runs.bare.push(await steady(bareRoom, `bare${round}`));
      runs.api.push(await steady(apiRoom, `api${round}`));
      const stopLogins = loginLoad(api.base);
      runs.logins.push(await steady(apiRoom, `logins${round}`));
      logins = stopLogins();
      await sleep(PAUSE_MS);
      runs.again.push(await steady(apiRoom, `again${round}`));
    }
    const bursts: Record<'bare' | 'api', BurstRun[]> = { bare: [], api: [] };
    for (let round = 0; round < BURST_ROUNDS; round += 1) {
      say(`burst of ${count(BURST)}, round ${round + 1}…`);
      bursts.bare.push(await burst(bareRoom, `bare-burst${round}`));
      bursts.api.push(await burst(apiRoom, `api-burst${round}`));
    }
    closeAll(apiRoom);
    closeAll(bareRoom);

    const best = (list: SteadyRun[]) => list.reduce((a, b) => (b.p99 < a.p99 ? b : a));
    const steadyRow = (name: string, list: SteadyRun[]) => {
      const kept = best(list);
      const lost = list.reduce((sum, run) => sum + run.lost, 0);
      const refused = list.reduce((sum, run) => sum + run.refused, 0);
      return [
        name,
        ms(kept.p50, 1),
        ms(kept.p99, 1),
        `${count(list.reduce((s, r) => s + r.sent, 0))}`,
        `${lost}`,
        `${refused}`,
      ];
    };
    const sum = (list: BurstRun[], figure: (run: BurstRun) => number) =>
      list.reduce((total, run) => total + figure(run), 0);
    const medianOf = (list: BurstRun[], figure: (run: BurstRun) => number) =>
      median(list.map(figure));
    const burstRow = (name: string, list: BurstRun[]) => [
      name,
      `${count(medianOf(list, (run) => run.perSecond))}/s`,
      list.map((run) => count(run.perSecond)).join(' / '),
      `${count(sum(list, (run) => run.deliveries))} of ${count(BURST * RECEIVERS * list.length)}`,
      `${sum(list, (run) => run.lost)}`,
      `${sum(list, (run) => run.duplicates)}`,
      `${sum(list, (run) => run.refused)}`,
      ms(medianOf(list, (run) => run.serverCpuMs)),
      ms(medianOf(list, (run) => run.clientCpuMs)),
    ];
    const burstRatio =
      medianOf(bursts.api, (run) => run.perSecond) / medianOf(bursts.bare, (run) => run.perSecond);
    const withoutLogins = best(runs.api).p99;
    const withLogins = best(runs.logins).p99;
    const sameTwice = Math.abs(best(runs.again).p99 - withoutLogins);
    writeSection(
      'Chat fan-out',
      `${howMeasured({
        script: 'chat',
        guard: `the API's p99 ≤ 15 ms at ${RATE} messages/s.`,
        data: `${RECEIVERS} receiving students in one activity room, all participants, and ${SENDER_STUDENTS} sending students with 10 sockets each (the API allows a socket 10 events/s, bursts of 20, and a student 10 sockets; MESSAGE_RATE_LIMIT is raised for the run, which measures fan-out, not the limit).`,
        method: `the built API (\`node dist/index.js\`, NODE_ENV=production, embedded database in a worker thread of its process, every message stored) and a bare socket.io server (no storage, checks or authentication) in their own processes, the clients in the benchmark's process over loopback. Steady: ${RATE} messages/s from ${STEADY_SOCKETS} sockets for ${STEADY_S} s, best p99 of ${ROUNDS} rounds alternating between the servers, latency from the send to the delivery at the last of the ${RECEIVERS} receivers; then the same with ${LOGINS_PER_SECOND} sign-ins/s running, and again without. Bursts: ${count(BURST)} messages at once from all ${BURST_SOCKETS} sockets, ${BURST_ROUNDS} per server, alternating.`,
      })}

${table(
  ['Steady 100 messages/s', 'p50', 'p99', 'Messages', 'Lost', 'Refused'],
  [
    steadyRow('bare socket.io', runs.bare),
    steadyRow('API', runs.api),
    steadyRow(`API with sign-ins running (${logins.perSecond.toFixed(1)}/s answered)`, runs.logins),
    steadyRow('API again, without sign-ins', runs.again),
  ],
)}

With sign-ins running, p99 ${ms(withLogins, 1)} against ${ms(withoutLogins, 1)} without; the same configuration measured twice (the "again" row) differed by ${ms(sameTwice, 1)}. Of the ${LOGINS_PER_SECOND} sign-ins/s asked, ${logins.perSecond.toFixed(1)}/s were answered and ${logins.busyPerSecond.toFixed(1)}/s refused with 503 (busy).

${table(
  [
    `Bursts of ${count(BURST)}`,
    'Deliveries/s (median)',
    'Each burst',
    'Delivered',
    'Lost',
    'Duplicated',
    'Refused',
    'Server CPU per burst',
    'Clients CPU per burst',
  ],
  [burstRow('bare socket.io', bursts.bare), burstRow('API', bursts.api)],
)}

The API delivered at ${(burstRatio * 100).toFixed(0)}% of the bare server's rate (medians). CPU per burst is the server process's (all its threads) and the benchmark process's (the ${RECEIVERS + BURST_SOCKETS} client sockets), from the first send to the last delivery.`,
    );
  } finally {
    await bare.stop();
    await api?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
