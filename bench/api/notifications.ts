/**
 * Notifications, on loopback against the built API (embedded database in its worker thread):
 * 1. An organizer moves an activity 500 students joined, each with a socket open: the time from
 *    the edit (PUT) to the last of the 500 sockets receiving its 'notification', over several edits;
 *    meanwhile two other students chat (10 messages/s, from a process of their own) and the chat's
 *    p99 is taken over the same window, against the same chat measured with no edits.
 * 2. GET /api/notifications (first page, and a page deep in the list by cursor) for a student
 *    with 10,000 stored notifications, one request at a time: p50/p95.
 * Writes the "Notifications" section of docs/benchmarks.md.
 */
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import {
  count,
  ms,
  percentile,
  postJson,
  startTsxProcess,
  table,
  untilReady,
  type ApiProcess,
} from '@peerconnect/bench-kit';
import { activityRoomId, SOCKET_EVENTS as E } from '@peerconnect/contracts';
import mongoose from 'mongoose';
import { documentFor, insertNotifications } from '@api/modules/notifications';
import { openScriptDatabase } from '@api/scripts/script-database';
import { spawnApi } from './api-process';
import { connectMany, tokenOf } from './chat-clients';
import { seededDataDir } from './data-dir';
import { howMeasured, say, writeSection } from './report';

const PARTICIPANTS = 500;
const EDITS = 5;
const CHAT_RATE = 10;
const STORED = 10_000;
const LIST_REQUESTS = 500;

async function send(base: string, method: 'PUT', path: string, body: unknown, token: string) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

/** 10,000 notifications of every kind for one student, written before the API starts. */
async function storeNotifications(dataDir: string, recipient: string, actors: string[]) {
  const database = await openScriptDatabase({ dataDir });
  try {
    const start = Date.now() - STORED * 60_000;
    const documents = Array.from({ length: STORED }, (_, i) =>
      documentFor(
        recipient,
        i % 2 === 0
          ? { type: 'friend-request', actor: actors[i % actors.length]! }
          : {
              type: 'activity-updated',
              actor: actors[i % actors.length]!,
              activity: { id: new mongoose.Types.ObjectId().toString(), title: `Study group ${i}` },
              changes: [{ field: 'location', from: 'Library', to: 'Union room 3' }],
            },
        new Date(start + i * 60_000),
      ),
    ).map((document, i) => ({ ...document, read: i < STORED - 40 }));
    await insertNotifications(documents);
  } finally {
    await database.close();
  }
}

/**
 * Chat between two students at CHAT_RATE/s, from a process of its own (bench/api/chat-load.ts): each
 * message's latency, by when it was sent (epoch ms).
 */
async function chatLoad(base: string, senderToken: string, receiverToken: string, roomId: string) {
  const latencies: { at: number; ms: number }[] = [];
  const load = startTsxProcess(
    fileURLToPath(new URL('chat-load.ts', import.meta.url)),
    [base, senderToken, receiverToken, roomId, `${CHAT_RATE}`],
    { stdout: 'pipe' },
  );
  const ready = new Promise<void>((resolve, reject) => {
    load.child.once('exit', (code) => reject(new Error(`chat load exited with ${code}`)));
    if (!load.child.stdout) return reject(new Error('chat load output not piped'));
    createInterface({ input: load.child.stdout }).on('line', (line) => {
      if (line === 'ready') return resolve();
      const [at = '', latency = ''] = line.split(' ');
      latencies.push({ at: Number(at), ms: Number(latency) });
    });
  });
  await ready;
  const between = (from: number, to: number) =>
    latencies.filter(({ at }) => at >= from && at <= to).map((entry) => entry.ms);
  return {
    stop: () => load.stop(),
    p99Between: (from: number, to: number) => percentile(between(from, to), 99),
    countBetween: (from: number, to: number) => between(from, to).length,
  };
}

async function fanOut(api: ApiProcess, ids: string[]) {
  const [organizerId, chatterId, otherChatterId, ...rest] = ids;
  const participants = rest.slice(0, PARTICIPANTS);
  const organizer = tokenOf(organizerId!);
  const date = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const activity = await postJson<{ _id: string }>(
    api.base,
    '/api/activities',
    {
      title: 'Board games',
      description: 'All of us.',
      location: 'Union',
      category: 'Social',
      date: date(2),
    },
    organizer,
  );
  say(`${count(participants.length)} students join…`);
  for (const id of participants)
    await postJson(api.base, `/api/activities/${activity._id}/join`, {}, tokenOf(id));
  const chat = await postJson<{ _id: string }>(
    api.base,
    '/api/activities',
    {
      title: 'Chat',
      description: 'Two students.',
      location: 'Cafe',
      category: 'Social',
      date: date(2),
    },
    tokenOf(chatterId!),
  );
  await postJson(api.base, `/api/activities/${chat._id}/join`, {}, tokenOf(otherChatterId!));
  const roomId = activityRoomId(chat._id);

  const clients = await connectMany(
    api.base,
    (i) => tokenOf(participants[i]!),
    participants.length,
  );
  let arrivals: number[] = [];
  for (const client of clients) client.on(E.notification, () => arrivals.push(performance.now()));
  const load = await chatLoad(api.base, tokenOf(chatterId!), tokenOf(otherChatterId!), roomId);
  await sleep(3_000);
  const quietFrom = Date.now();
  await sleep(5_000);
  const quiet = {
    p99: load.p99Between(quietFrom, Date.now()),
    n: load.countBetween(quietFrom, Date.now()),
  };

  const edits: { lastMs: number; received: number; requestMs: number }[] = [];
  const windowStart = Date.now();
  for (let edit = 0; edit < EDITS; edit += 1) {
    arrivals = [];
    const started = performance.now();
    await send(
      api.base,
      'PUT',
      `/api/activities/${activity._id}`,
      { date: date(3 + edit), location: `Room ${edit}` },
      organizer,
    );
    const requestMs = performance.now() - started;
    const deadline = performance.now() + 10_000;
    while (arrivals.length < participants.length && performance.now() < deadline) await sleep(5);
    edits.push({ lastMs: Math.max(...arrivals) - started, received: arrivals.length, requestMs });
    await sleep(1_000);
  }
  const busy = {
    p99: load.p99Between(windowStart, Date.now()),
    n: load.countBetween(windowStart, Date.now()),
  };
  await load.stop();
  for (const client of clients) client.close();
  return { edits, quiet, busy };
}

async function listTimes(api: ApiProcess, token: string) {
  const get = async (query: string) => {
    const started = performance.now();
    const response = await fetch(`${api.base}/api/notifications${query}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { nextCursor: string | null; items: unknown[] };
    return { ms: performance.now() - started, body };
  };
  // Warm-up, and a cursor 100 pages (2,000 notifications) deep.
  let cursor = '';
  for (let page = 0; page < 100; page += 1)
    cursor = (await get(`?cursor=${cursor}`)).body.nextCursor ?? '';
  const first: number[] = [];
  const deep: number[] = [];
  for (let i = 0; i < LIST_REQUESTS; i += 1) {
    first.push((await get('')).ms);
    deep.push((await get(`?cursor=${cursor}`)).ms);
  }
  return { first, deep };
}

async function main(): Promise<void> {
  say(`seeding 1,000 students (${PARTICIPANTS + 3} can sign in)…`);
  const { dataDir, sampleUserIds } = await seededDataDir(1_000, 0, PARTICIPANTS + 3);
  const reader = sampleUserIds[PARTICIPANTS + 2]!;
  say(`storing ${count(STORED)} notifications for one student…`);
  await storeNotifications(dataDir, reader, sampleUserIds.slice(0, 50));
  let api: ApiProcess | undefined;
  try {
    // The chatting student sends 10 a second, past the 60 a minute a student may: raised, as the
    // chat bench does, since this measures what edits cost the chat, not the limit.
    api = await spawnApi(dataDir, { MESSAGE_RATE_LIMIT: '1000000' });
    await untilReady(api);
    const { edits, quiet, busy } = await fanOut(api, sampleUserIds);
    say('listing…');
    const list = await listTimes(api, tokenOf(reader));

    const lasts = edits.map((edit) => edit.lastMs);
    const worst = Math.max(...lasts);
    writeSection(
      'Notifications',
      `${howMeasured({
        script: 'notifications',
        data: `an activity ${PARTICIPANTS} students joined, each with a socket open; a student with ${count(STORED)} notifications stored (40 unread), written straight into the database past the app's cap of 500.`,
        method: `the built API (\`node dist/index.js\`, NODE_ENV=production, embedded database in a worker thread), the clients in the benchmark's process over loopback. Fan-out: ${EDITS} edits of the activity's date and place, 1 s apart, timed from sending the PUT to the last socket's \`notification\` event, while two other students chat at ${CHAT_RATE} messages/s from a process of their own (bench/api/chat-load.ts), their p99 taken over the edits and, before them, over 5 s without. List: one request at a time, ${count(LIST_REQUESTS)} each.`,
      })}

${table(
  ['Edit', 'PUT answered', 'Last socket has it', 'Sockets reached'],
  edits.map((edit, i) => [
    `${i + 1}`,
    ms(edit.requestMs),
    ms(edit.lastMs),
    `${count(edit.received)} of ${count(PARTICIPANTS)}`,
  ]),
)}

Worst: ${ms(worst)}. Chat p99 during the edits ${ms(busy.p99, 1)} (${count(busy.n)} messages), without edits ${ms(quiet.p99, 1)} (${count(quiet.n)} messages).

${table(
  ['GET /api/notifications', 'p50', 'p95'],
  [
    [
      'first page (20, with the unread count)',
      ms(percentile(list.first, 50), 1),
      ms(percentile(list.first, 95), 1),
    ],
    [
      'page 101 (by cursor, 2,000 deep)',
      ms(percentile(list.deep, 50), 1),
      ms(percentile(list.deep, 95), 1),
    ],
  ],
)}`,
    );
  } finally {
    await api?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
