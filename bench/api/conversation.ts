/**
 * Opening a long conversation, on loopback: two students with 10,000 direct messages between them
 * (and 1,000 other students), the built API on the embedded database. One client asks, one request
 * at a time after a warm-up: the first page (what opening the chat loads), a page from the middle
 * of the history (?before=, scrolling back) and the conversation list (the inbox); then Chromium opens the chat in the built web app
 * (see conversation-browser.ts). Writes the "Long conversation" section of docs/benchmarks.md.
 * Flags: --requests=<n> per measurement (200), --loads=<n> browser loads (10).
 */
import { directRoomId, LIMITS } from '@peerconnect/contracts';
import mongoose from 'mongoose';
import { count, ms, percentile, signIn, table, untilReady } from '@peerconnect/bench-kit';
import { insertMessages } from '@api/modules/messages';
import { befriend } from '@api/modules/users';
import { openScriptDatabase } from '@api/scripts/script-database';
import { spawnApi } from './api-process';
import { timeToShow } from './conversation-browser';
import { sampleLogin, seededDataDir } from './data-dir';
import { howMeasured, say, writeSection } from './report';

const REQUESTS = Number(/--requests=(\d+)/.exec(process.argv.join(' '))?.[1] ?? 200);
const LOADS = Number(/--loads=(\d+)/.exec(process.argv.join(' '))?.[1] ?? 10);
const WARMUP = 20;
const MESSAGES = 10_000;
const STUDENTS = 1_000;
const contentOf = (index: number) =>
  `Message number ${index} of a long conversation about revision plans`;

/** 10,000 messages between the two, a minute apart, most of them read, as friends. */
async function fillConversation(dataDir: string, [a, b]: string[]): Promise<string[]> {
  const database = await openScriptDatabase({ dataDir });
  try {
    const [idA, idB] = [new mongoose.Types.ObjectId(a), new mongoose.Types.ObjectId(b)];
    await befriend(idA, idB);
    const roomId = directRoomId(a!, b!);
    const start = Date.now() - MESSAGES * 60_000;
    const messages = Array.from({ length: MESSAGES }, (_, i) => {
      const fromA = i % 3 !== 0;
      return {
        _id: new mongoose.Types.ObjectId(),
        sender: fromA ? idA : idB,
        recipient: fromA ? idB : idA,
        roomId,
        content: contentOf(i),
        clientId: `bench-${i}`,
        read: i < MESSAGES - 20,
        createdAt: new Date(start + i * 60_000),
        __v: 0,
      };
    });
    await insertMessages({ direct: messages });
    return messages.map((message) => message._id.toString());
  } finally {
    await database.close();
  }
}

/** Times `REQUESTS` sequential GETs of `path` after a warm-up; milliseconds. */
async function timeGets(base: string, token: string, path: string): Promise<number[]> {
  const get = async () => {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { 'x-auth-token': token } });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    await response.arrayBuffer();
    return performance.now() - started;
  };
  for (let i = 0; i < WARMUP; i += 1) await get();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) times.push(await get());
  return times;
}

async function main(): Promise<void> {
  say(`seeding ${count(STUDENTS)} students and a conversation of ${count(MESSAGES)} messages…`);
  const seeded = await seededDataDir(STUDENTS, 100, 2);
  const ids = await fillConversation(seeded.dataDir, seeded.sampleUserIds);
  const api = await spawnApi(seeded.dataDir);
  try {
    await untilReady(api);
    const token = await signIn(api.base, sampleLogin(0));
    const other = seeded.sampleUserIds[1]!;
    const middle = ids[Math.floor(MESSAGES / 2)]!;
    const measured = [
      ['first page (opening the chat)', `/api/messages/${other}`],
      ['a page from the middle (?before=)', `/api/messages/${other}?before=${middle}`],
      ['conversation list (inbox)', '/api/messages/conversations'],
    ] as const;
    const rows: string[][] = [];
    for (const [label, path] of measured) {
      say(`${label}…`);
      const times = await timeGets(api.base, token, path);
      rows.push([
        label,
        ms(percentile(times, 50), 1),
        ms(percentile(times, 95), 1),
        ms(percentile(times, 99), 1),
      ]);
    }
    say(`the browser opening the chat (${LOADS} loads)…`);
    const shown = await timeToShow(
      api.base,
      token,
      `/messages/${other}`,
      contentOf(MESSAGES - 1),
      LOADS,
    );
    const shownRow = [
      'the browser: navigation until the newest message shows',
      ms(percentile(shown.times, 50), 0),
      ms(percentile(shown.times, 95), 0),
      ms(percentile(shown.times, 99), 0),
    ];
    writeSection(
      'Long conversation',
      `${howMeasured({
        script: 'conversation',
        data: `two students with ${count(MESSAGES)} direct messages between them, among ${count(STUDENTS)} students.`,
        method: `the built API on the embedded database, one client on loopback asking one request at a time (${REQUESTS} after ${WARMUP} to warm up); a page is ${LIMITS.chatPageSize} messages. The browser row is Debian's Chromium loading the built web app at \`/messages/<id>\` signed in, a fresh context per load (${LOADS} loads, nothing cached), until the newest message is visible (the virtual list then holds ${shown.renderedRows} message rows in the DOM).`,
      })}

${table(['Request', 'p50', 'p95', 'p99'], [...rows, shownRow])}`,
    );
  } finally {
    await api.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
