/**
 * Pictures, on the built API (embedded database, pictures in GridFS): what a phone downloads for a
 * page of 20 activities with pictures and for a list of 50 friends, as the originals and as the
 * sizes its srcset picks; upload-to-ready for a 4 MB phone photo (p50/p95 of 20) and the CPU per
 * processed upload (the API and what processes its pictures); the chat's p99 with uploads running (from another process, one a second and back to
 * back) against without. Writes the "Pictures" section of docs/benchmarks.md.
 *
 * Photos are made here (see photoMaker), about 4 MB each at quality 92 as a phone's; each differs
 * by a patch, so no two are the same picture (the store keeps identical pictures once).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  median,
  ms,
  percentile,
  startTsxProcess,
  table,
  untilReady,
  type ApiProcess,
} from '@peerconnect/bench-kit';
import { PICTURE_WIDTHS, type PictureKind } from '@peerconnect/contracts';
import sharp from 'sharp';
import { spawnApi } from './api-process';
import {
  connectMany,
  DeliveryLog,
  joinRoom,
  openActivity,
  receiveRaw,
  settle,
  tokenOf,
} from './chat-clients';
import { seededDataDir } from './data-dir';
import { howMeasured, say, writeSection } from './report';

const WIDTH = 4032;
const HEIGHT = 3024;
const AVATARS = 50;
const PAGE = 20;
const BUBBLES = 3;
const TIMED = 20;
const CHAT_RECEIVERS = 20;
const CHAT_RATE = 20;
const CHAT_SENDERS = 5;
const CHAT_SECONDS = 30;
/** The paced upload rate: one 4 MB photo a second, 3,600 an hour on one instance. */
const UPLOAD_EVERY_MS = 1000;
const CLOCK_TICKS_PER_SECOND = 100;
/** The sensor grain's standard deviation: brings a photo to about 4 MB, as a phone's. */
const GRAIN = 9;

/** Phones as the web's `sizes` meets them: CSS width and device pixel ratio. */
const PHONES = [
  { name: 'phone 390 px wide at 3x', width: 390, dpr: 3 },
  { name: 'phone 360 px wide at 2x', width: 360, dpr: 2 },
];
/** The web's boxes (activity-card.tsx, avatar.tsx): a card fills a phone's width. */
const BUBBLE_PX = 32;
const FRIEND_PX = 96;

/** CPU time (user and system, all threads) process `pid` and its children have used, in ms. */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const own = ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  // The picture worker is a child process: its time counts as the API's.
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(' ').filter(Boolean),
  );
  return own + children.reduce((sum, child) => sum + cpuMsOf(Number(child)), 0);
}

/** What a browser takes from a srcset: the smallest width covering the box's device pixels. */
function pickedWidth(kind: PictureKind, cssPx: number, dpr: number): number {
  const widths = PICTURE_WIDTHS[kind];
  return widths.find((width) => width >= cssPx * dpr) ?? (widths[widths.length - 1] as number);
}

/** Reports the API's event-loop delay and full collections (bench/api/event-loop-probe.mjs). */
const PROBE_MODULE = fileURLToPath(new URL('event-loop-probe.mjs', import.meta.url));

interface ProbeFigures {
  p99: number;
  max: number;
  fullCollections: number;
  fullCollectionMs: number;
}

const sized = (url: string, width: number) => url.replace(/-\d+\.webp$/, `-${width}.webp`);

/**
 * Photos sharing one base: noise summed over ten octaves, coarse ones weighing more (natural images
 * have most of their contrast at large scales, which is what survives a downscale), plus a sensor's
 * fine grain; each photo is the base with its own patch.
 */
async function photoMaker() {
  const raw = { width: WIDTH, height: HEIGHT, channels: 3 as const };
  const scales = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512];
  const weights = scales.map((scale) => Math.sqrt(scale / 512));
  const total = weights.reduce((a, b) => a + b, 0);
  const sum = new Float32Array(WIDTH * HEIGHT * 3);
  for (const [k, scale] of scales.entries()) {
    const octave = await sharp({
      create: {
        width: Math.ceil(WIDTH / scale),
        height: Math.ceil(HEIGHT / scale),
        channels: 3,
        background: 'black',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .resize(WIDTH, HEIGHT, { kernel: scale === 1 ? 'nearest' : 'cubic' })
      .raw()
      .toBuffer();
    const weight = (weights[k] as number) / total;
    for (let i = 0; i < sum.length; i += 1)
      sum[i] = (sum[i] as number) + ((octave[i] as number) - 128) * weight;
  }
  const grain = await sharp({
    create: { ...raw, background: 'black', noise: { type: 'gaussian', mean: 128, sigma: GRAIN } },
  })
    .raw()
    .toBuffer();
  const base = Buffer.alloc(sum.length);
  for (let i = 0; i < sum.length; i += 1) {
    const value = 128 + (sum[i] as number) * 1.6 + ((grain[i] as number) - 128);
    base[i] = Math.max(0, Math.min(255, value));
  }
  let made = 0;
  return async () => {
    made += 1;
    const patch = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: made % 256, g: 40, b: 90 } },
    })
      .png()
      .toBuffer();
    return sharp(base, { raw })
      .composite([
        { input: patch, left: (made * 97) % (WIDTH - 64), top: (made * 53) % (HEIGHT - 64) },
      ])
      .jpeg({ quality: 92 })
      .toBuffer();
  };
}

async function upload(
  base: string,
  token: string,
  path: string,
  field: string,
  photo: Buffer,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set(field, new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'IMG_0001.JPG');
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'x-auth-token': token },
    body: form,
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

const activityFields = (title: string) => ({
  title,
  description: 'With a picture',
  location: 'Main gate',
  category: 'Sports',
  date: new Date(Date.now() + 86_400_000).toISOString(),
});

async function bytesOf(url: string): Promise<number> {
  const response = await fetch(url);
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

async function main(): Promise<void> {
  say('seeding 100 students…');
  const { dataDir, sampleUserIds: ids } = await seededDataDir(100, 0, 100);
  const tokens = ids.map(tokenOf);
  say('making phone photos…');
  const nextPhoto = await photoMaker();
  const photos = async (n: number) => {
    const list: Buffer[] = [];
    for (let i = 0; i < n; i += 1) list.push(await nextPhoto());
    return list;
  };
  const avatarPhotos = await photos(AVATARS);
  const activityPhotos = await photos(PAGE);
  const timedPhotos = await photos(TIMED);
  const chatPhotos = await photos(10);
  const meanMb =
    [...avatarPhotos, ...activityPhotos].reduce((s, p) => s + p.length, 0) / (AVATARS + PAGE) / 1e6;

  let api: ApiProcess | undefined;
  try {
    // One student sends all the chat: its limit of messages a minute is raised for the run.
    const probeFile = join(dataDir, 'event-loop-probe.jsonl');
    api = await spawnApi(
      dataDir,
      { MESSAGE_RATE_LIMIT: '1000000', EVENT_LOOP_PROBE: probeFile },
      { nodeFlags: ['--import', PROBE_MODULE] },
    );
    await untilReady(api);
    const { base } = api;
    const pid = api.child.pid!;

    say('uploading 50 profile pictures and 20 activities with pictures…');
    const avatarUrls: string[] = [];
    for (const [i, photo] of avatarPhotos.entries()) {
      const body = await upload(
        base,
        tokens[i]!,
        '/api/users/profile/picture',
        'profilePicture',
        photo,
      );
      avatarUrls.push(body.profilePicture as string);
    }
    for (const [i, photo] of activityPhotos.entries()) {
      const created = await upload(
        base,
        tokens[50 + i]!,
        '/api/activities',
        'image',
        photo,
        activityFields(`Picture walk ${i}`),
      );
      for (let b = 0; b < BUBBLES; b += 1) {
        await fetch(`${base}/api/activities/${String(created._id)}/join`, {
          method: 'POST',
          headers: { 'x-auth-token': tokens[(i * BUBBLES + b) % AVATARS]! },
        });
      }
    }
    const page = (await (
      await fetch(`${base}/api/activities?limit=${PAGE}`, {
        headers: { 'x-auth-token': tokens[0]! },
      })
    ).json()) as { image: string; participants: { profilePicture: string }[] }[];
    const originalOf = new Map<string, number>();
    avatarUrls.forEach((url, i) => originalOf.set(url, avatarPhotos[i]!.length));
    const cards = page.filter((card) => card.image.includes('/api/uploads/'));
    // The page lists newest first; the originals, in upload order.
    cards.forEach((card, i) => originalOf.set(card.image, activityPhotos[PAGE - 1 - i]!.length));

    const rows: string[][] = [];
    for (const phone of PHONES) {
      const pageUrls = new Set<string>();
      const pageBefore = new Set<string>();
      for (const card of cards) {
        pageBefore.add(card.image);
        pageUrls.add(sized(card.image, pickedWidth('activity', phone.width, phone.dpr)));
        for (const person of card.participants.slice(0, BUBBLES)) {
          pageBefore.add(person.profilePicture);
          pageUrls.add(sized(person.profilePicture, pickedWidth('avatar', BUBBLE_PX, phone.dpr)));
        }
      }
      const friendUrls = avatarUrls.map((url) =>
        sized(url, pickedWidth('avatar', FRIEND_PX, phone.dpr)),
      );
      const sum = async (urls: Iterable<string>) => {
        let total = 0;
        for (const url of urls) total += await bytesOf(url);
        return total;
      };
      const before = (urls: Set<string>) =>
        [...urls].reduce((s, url) => s + (originalOf.get(url) ?? 0), 0);
      const friendsBefore = avatarUrls.reduce((s, url) => s + (originalOf.get(url) ?? 0), 0);
      const [pageAfter, friendsAfter] = [await sum(pageUrls), await sum(friendUrls)];
      const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
      rows.push([
        `${phone.name}: page of ${cards.length} activities (${pageUrls.size} pictures)`,
        mb(before(pageBefore)),
        mb(pageAfter),
        `${(before(pageBefore) / pageAfter).toFixed(0)}×`,
      ]);
      rows.push([
        `${phone.name}: ${AVATARS} friends' avatars`,
        mb(friendsBefore),
        mb(friendsAfter),
        `${(friendsBefore / friendsAfter).toFixed(0)}×`,
      ]);
    }

    say('timing 20 uploads of a 4 MB photo…');
    const timings: number[] = [];
    const cpuBefore = cpuMsOf(pid);
    for (const [i, photo] of timedPhotos.entries()) {
      const started = performance.now();
      const created = await upload(
        base,
        tokens[70 + (i % 10)]!,
        '/api/activities',
        'image',
        photo,
        activityFields(`Timed ${i}`),
      );
      if ((await fetch(sized(created.image as string, 960))).status !== 200)
        throw new Error('not served');
      timings.push(performance.now() - started);
    }
    const cpuPerUpload = (cpuMsOf(pid) - cpuBefore) / TIMED;
    const timedMb = timedPhotos.reduce((s, p) => s + p.length, 0) / TIMED / 1e6;

    say('chat with and without uploads running…');
    const roomId = await openActivity(base, ids.slice(0, CHAT_RECEIVERS + 1));
    const receivers = await connectMany(base, (i) => tokenOf(ids[i + 1]!), CHAT_RECEIVERS);
    for (const client of receivers) await joinRoom(client, roomId);
    receivers.forEach(receiveRaw);
    const senders = await connectMany(base, () => tokens[0]!, CHAT_SENDERS);
    // The probe reports what it saw since its last signal: one signal opens a phase, one closes it.
    const probe = () => api?.child.kill('SIGUSR2');
    const probed = () => {
      const lines = readFileSync(probeFile, 'utf8').trim().split('\n');
      return JSON.parse(lines[lines.length - 1] ?? '{}') as ProbeFigures;
    };
    const steady = async (label: string) => {
      probe();
      const log = new DeliveryLog(receivers);
      const start = performance.now();
      for (let i = 0; i < CHAT_SECONDS * CHAT_RATE; i += 1) {
        await sleep(Math.max(0, start + (i * 1000) / CHAT_RATE - performance.now()));
        log.send(senders[i % CHAT_SENDERS]!, roomId, `${label}-${i}`);
      }
      await settle(() => log.complete());
      probe();
      log.stop(receivers);
      await sleep(2_500);
      const latencies = log.latencies();
      return {
        p50: median(latencies),
        p99: percentile(latencies, 99),
        lost: log.lost(),
        server: probed(),
      };
    };
    const quiet = await steady('quiet');
    const scratch = mkdtempSync(join(tmpdir(), 'peerconnect-photos-'));
    const tokenFile = join(scratch, 'tokens');
    writeFileSync(tokenFile, tokens.slice(80).join('\n'));
    const photoFiles = chatPhotos.map((photo, i) => {
      const file = join(scratch, `${i}.jpg`);
      writeFileSync(file, photo);
      return file;
    });
    /** A chat phase while another process uploads, one every `every` ms (0: back to back). */
    const withUploads = async (every: number, label: string) => {
      const uploader = startTsxProcess(
        fileURLToPath(new URL('upload-loop.ts', import.meta.url)),
        [base, tokenFile, String(every), ...photoFiles],
        { stdout: 'pipe' },
      );
      // The uploads stand for students' phones, whose CPU is not the server's: their process runs
      // in the idle class, so it takes no core from the API on this shared 2-core machine.
      execFileSync('chrt', ['--idle', '--all-tasks', '--pid', '0', String(uploader.child.pid)]);
      let uploaded = 0;
      uploader.child.stdout?.on('data', (chunk: Buffer) => {
        uploaded += chunk.toString().split('\n').filter(Boolean).length;
      });
      const run = await steady(label);
      await uploader.stop();
      return { ...run, uploaded };
    };
    const paced = await withUploads(UPLOAD_EVERY_MS, 'paced');
    const busy = await withUploads(0, 'busy');
    rmSync(scratch, { recursive: true, force: true });
    const again = await steady('again');
    [...receivers, ...senders].forEach((client) => client.close());

    const chatRow = (name: string, run: typeof quiet) => [
      name,
      ms(run.p50, 1),
      ms(run.p99, 1),
      `${run.lost}`,
      `${ms(run.server.p99, 1)} / ${ms(run.server.max, 1)}`,
      `${run.server.fullCollections} (${ms(run.server.fullCollectionMs)})`,
    ];
    writeSection(
      'Pictures',
      `${howMeasured({
        script: 'pictures',
        data: `photos made by the benchmark as a phone sends them: 4032×3024 JPEGs at quality 92 (noise over ten octaves and a sensor's fine grain), ${meanMb.toFixed(2)} MB on average.`,
        method: `the built API (\`node dist/index.js\`, NODE_ENV=production, embedded database in a worker thread, pictures in GridFS), the clients over loopback. Downloads: each page's pictures as originals against the smallest srcset size covering its box in device pixels (an activity card fills a phone's width; participant bubbles are 32 px, friend cards 96 px), the served bodies' bytes, a URL seen twice on a page counted once. Upload to ready: from the request's first byte to the 960 px size answering 200; CPU per upload: the user and system time of the API process and of what processes its pictures, over ${TIMED} uploads. Chat: its p99 while uploads come from a process of their own (bench/api/upload-loop.ts, in the idle scheduling class, standing for students' phones), one a second and back to back; the "again" row, the first measured after, shows this run's noise. The last two columns are measured inside the API (bench/api/event-loop-probe.mjs, loaded with \`--import\`): its main thread's event-loop delay over the phase and V8's full (mark-compact) collections there, with their pauses' total.`,
      })}

${table(['What a phone downloads', 'Originals', 'srcset sizes', 'Less'], rows)}

${table(
  ['Upload of a 4 MB photo as an activity picture', 'Figure'],
  [
    [`upload to ready, p50 of ${TIMED}`, ms(median(timings))],
    [`upload to ready, p95 of ${TIMED}`, ms(percentile(timings, 95))],
    ['API CPU per processed upload (its threads and its picture worker)', ms(cpuPerUpload)],
    ['mean photo size', `${timedMb.toFixed(2)} MB`],
  ],
)}

${table(
  [
    `Chat, ${CHAT_RATE} messages/s to ${CHAT_RECEIVERS} participants for ${CHAT_SECONDS} s`,
    'p50',
    'p99',
    'Lost',
    "API main thread's event-loop delay, p99 / max",
    'its full collections (their time)',
  ],
  [
    chatRow('no uploads', quiet),
    chatRow(`one upload a second (${paced.uploaded} in the phase)`, paced),
    chatRow(`uploads back to back (${busy.uploaded} in the phase)`, busy),
    chatRow('no uploads, again', again),
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
