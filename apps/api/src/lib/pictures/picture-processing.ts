/**
 * Every uploaded picture is decoded and drawn again by sharp: what is stored is only pixels
 * re-encoded as WebP, so no metadata (EXIF, GPS, XMP, ICC: colours are converted to sRGB), no
 * trailing payload and no second format survive. Animated GIF/WebP keep their first frame: a
 * picture is a still.
 *
 * sharp runs in a child process of its own (picture-worker.js) at the lowest scheduling priority,
 * as the password hashing does in its threads: processing gets the CPU time the event loop, the
 * database and the sockets leave, so chat keeps its latency while photos are processed. Pictures
 * go one at a time, which bounds the memory a burst of uploads can take (a 12-megapixel decode).
 *
 * An upload's bytes are streamed to the worker as they arrive (`upload()`, picture-frames.js) and
 * kept there: the API's main thread never gathers a photo, so its heap does not see megabytes of
 * external memory per upload, each bringing the next garbage collection nearer (chat's tail).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import type { Socket } from 'node:net';
import {
  API_MESSAGES,
  LIMITS,
  PICTURE_WIDTHS,
  pictureFileName,
  PROFILE_MESSAGES,
  type PictureKind,
} from '@peerconnect/contracts';
import { badRequest } from '@/lib/app-error';
import { FRAME, frameHeader, type FrameType } from './picture-frames.js';

/** The worker's own module: beside this one in the sources, beside the bundle once built. */
const WORKER_FILE = new URL('./picture-worker.js', import.meta.url);

/** What phones and browsers send; SVG (script), PDF, TIFF and the rest are refused. */
const ACCEPTED_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif', 'heif'];
const WEBP_QUALITY = 80;
const NOTHING = Buffer.alloc(0);

export interface PictureVariant {
  name: string;
  width: number;
  bytes: Buffer;
}

export interface ProcessedPicture {
  /** Hash of every variant's bytes: the same picture always gets the same name. */
  hash: string;
  kind: PictureKind;
  /** Smallest first. */
  variants: PictureVariant[];
}

/**
 * An upload whose bytes go to the worker as they arrive (lib/uploads' multer storage). The request
 * that received it either processes it or drops it; the worker holds its bytes until then.
 */
export interface PictureUpload {
  /** Bytes sent so far. */
  readonly size: number;
  /** Sends the next bytes; false when the worker's pipe is full: wait for `writable()`. */
  write(chunk: Buffer): boolean;
  /** Resolves once the pipe takes more (or the worker is gone, and bytes are only counted). */
  writable(): Promise<void>;
  /** Decodes, checks and resizes the bytes into the sizes of `kind`, as WebP; once. */
  process(kind: PictureKind): Promise<ProcessedPicture>;
  /** The worker forgets the bytes; nothing once `process` has claimed them. */
  drop(): void;
}

/** What the worker holds: bytes of uploads not yet processed or dropped. */
export interface PictureWorkerStats {
  jobs: number;
  bytes: number;
}

type WorkerReply = {
  id: number;
  sizes?: { width: number; bytes: Uint8Array }[];
  refused?: 'notAnImage' | 'tooManyPixels';
  stats?: PictureWorkerStats;
  error?: string;
};

const REFUSALS = {
  notAnImage: PROFILE_MESSAGES.imageOnly,
  tooManyPixels: API_MESSAGES.imageTooManyPixels,
};

const settingsOf = (kind: PictureKind) => ({
  widths: PICTURE_WIDTHS[kind],
  square: kind === 'avatar',
  maxPixels: LIMITS.picturePixels,
  formats: ACCEPTED_FORMATS,
  quality: WEBP_QUALITY,
});

/** The worker's answer as stored variants, named by the hash of their bytes. */
function processed({ sizes, refused, error }: WorkerReply, kind: PictureKind): ProcessedPicture {
  if (refused) throw badRequest(REFUSALS[refused]);
  if (!sizes) throw new Error(`processing a picture failed: ${error ?? 'no answer'}`);
  const encoded = sizes.map(({ width, bytes: data }) => ({
    width,
    bytes: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
  }));
  const digest = createHash('sha256');
  for (const variant of encoded) digest.update(variant.bytes);
  const hash = digest.digest('hex').slice(0, 32);
  return {
    hash,
    kind,
    variants: encoded.map((variant) => ({
      ...variant,
      name: pictureFileName(hash, variant.width),
    })),
  };
}

interface Worker {
  child: ChildProcess;
  stdin: Socket;
  alive: boolean;
  /** Answers awaited from this process, by job id. */
  pending: Map<number, (reply: WorkerReply) => void>;
  /** Uploads paused until the pipe drains (or the process is gone). */
  waiting: (() => void)[];
}

export interface PictureProcessorOptions {
  /**
   * The worker at the lowest priority (default, Linux only). A test run that saturates the
   * machine with its own work may turn it off: there processing would only get what tests leave.
   */
  lowerPriority?: boolean;
}

/** The worker process, started at the first picture (a wake-up does not wait for it). */
export function createPictureProcessor({ lowerPriority = true }: PictureProcessorOptions = {}) {
  let worker: Worker | undefined;
  let nextId = 0;

  function started(): Worker {
    if (worker?.alive) return worker;
    const child = fork(WORKER_FILE, lowerPriority ? ['--lowest-priority'] : [], {
      serialization: 'advanced',
      stdio: ['pipe', 'inherit', 'inherit', 'ipc'],
    });
    const stdin = child.stdin as Socket;
    const spawned: Worker = { child, stdin, alive: true, pending: new Map(), waiting: [] };
    const wake = () => {
      for (const resume of spawned.waiting.splice(0)) resume();
    };
    stdin.on('drain', wake);
    child.on('message', (reply: WorkerReply) => {
      spawned.pending.get(reply.id)?.(reply);
      spawned.pending.delete(reply.id);
    });
    child.on('exit', () => {
      spawned.alive = false;
      for (const answer of spawned.pending.values())
        answer({ id: -1, error: 'picture worker stopped' });
      spawned.pending.clear();
      // Uploads waiting for the pipe go on: their bytes are only counted from now on.
      wake();
      if (worker === spawned) worker = undefined;
    });
    // A write to a worker that just died: the exit above fails what was waiting on it.
    stdin.on('error', () => undefined);
    // Neither the process nor its pipes keep the API (or a test run) alive.
    child.unref();
    child.channel?.unref();
    stdin.unref();
    worker = spawned;
    return spawned;
  }

  /** Writes a frame (header and payload in one writev, the payload not copied). */
  function send(
    { stdin }: Worker,
    type: FrameType,
    id: number,
    payload: Buffer = NOTHING,
  ): boolean {
    stdin.cork();
    let more = stdin.write(frameHeader(type, id, payload.length));
    if (payload.length > 0) more = stdin.write(payload);
    stdin.uncork();
    return more;
  }

  function ask(to: Worker, type: FrameType, id: number, payload?: Buffer): Promise<WorkerReply> {
    if (!to.alive) return Promise.resolve({ id, error: 'picture worker stopped' });
    return new Promise((resolve) => {
      to.pending.set(id, resolve);
      send(to, type, id, payload);
    });
  }

  /** A new upload, whose bytes are sent to the worker as they are written. */
  function upload(): PictureUpload {
    const to = started();
    const id = (nextId += 1);
    let state: 'receiving' | 'claimed' | 'dropped' = 'receiving';
    let size = 0;
    return {
      get size() {
        return size;
      },
      write(chunk) {
        size += chunk.length;
        return state !== 'receiving' || !to.alive || send(to, FRAME.data, id, chunk);
      },
      writable: () =>
        new Promise((resolve) => {
          if (to.alive && to.stdin.writableNeedDrain) to.waiting.push(resolve);
          else resolve();
        }),
      async process(kind) {
        if (state !== 'receiving') throw new Error(`upload ${id} was already ${state}`);
        state = 'claimed';
        const settings = Buffer.from(JSON.stringify(settingsOf(kind)));
        return processed(await ask(to, FRAME.process, id, settings), kind);
      },
      drop() {
        if (state !== 'receiving') return;
        state = 'dropped';
        if (to.alive) send(to, FRAME.drop, id);
      },
    };
  }

  return {
    upload,

    /** Processes bytes already in memory (seeding, moving old uploads) through the same worker. */
    processPicture(bytes: Buffer, kind: PictureKind): Promise<ProcessedPicture> {
      const picture = upload();
      picture.write(bytes);
      return picture.process(kind);
    },

    /** What the worker holds now (none while it is not running). */
    async stats(): Promise<PictureWorkerStats> {
      if (!worker?.alive) return { jobs: 0, bytes: 0 };
      const { stats, error } = await ask(worker, FRAME.stats, (nextId += 1));
      if (!stats) throw new Error(`picture worker stats failed: ${error ?? 'no answer'}`);
      return stats;
    },
  };
}

export type PictureProcessor = ReturnType<typeof createPictureProcessor>;
