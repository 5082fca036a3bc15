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
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  API_MESSAGES,
  LIMITS,
  PICTURE_WIDTHS,
  pictureFileName,
  PROFILE_MESSAGES,
  type PictureKind,
} from '@peerconnect/contracts';
import { badRequest } from '@/lib/app-error';

/** The worker's own module: beside this one in the sources, beside the bundle once built. */
const WORKER_FILE = new URL('./picture-worker.js', import.meta.url);

/** What phones and browsers send; SVG (script), PDF, TIFF and the rest are refused. */
const ACCEPTED_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif', 'heif'];
const WEBP_QUALITY = 80;

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

type WorkerReply = {
  id: number;
  sizes?: { width: number; bytes: Uint8Array }[];
  refused?: 'notAnImage' | 'tooManyPixels';
  error?: string;
};

const REFUSALS = {
  notAnImage: PROFILE_MESSAGES.imageOnly,
  tooManyPixels: API_MESSAGES.imageTooManyPixels,
};

export interface PictureProcessorOptions {
  /**
   * The worker at the lowest priority (default, Linux only). A test run that saturates the
   * machine with its own work may turn it off: there processing would only get what tests leave.
   */
  lowerPriority?: boolean;
}

/** The worker process, started at the first picture (a wake-up does not wait for it). */
export function createPictureProcessor({ lowerPriority = true }: PictureProcessorOptions = {}) {
  let worker: ChildProcess | undefined;
  let nextId = 0;
  let queue: Promise<unknown> = Promise.resolve();
  const pending = new Map<number, (reply: WorkerReply) => void>();

  function started(): ChildProcess {
    if (worker?.connected) return worker;
    const child = fork(WORKER_FILE, lowerPriority ? ['--lowest-priority'] : [], {
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (reply: WorkerReply) => {
      pending.get(reply.id)?.(reply);
      pending.delete(reply.id);
    });
    child.on('exit', () => {
      for (const answer of pending.values()) answer({ id: -1, error: 'picture worker stopped' });
      pending.clear();
      if (worker === child) worker = undefined;
    });
    // Neither the process nor its channel keeps the API (or a test run) alive.
    child.unref();
    child.channel?.unref();
    worker = child;
    return child;
  }

  function send(bytes: Buffer, kind: PictureKind): Promise<WorkerReply> {
    return new Promise((resolve) => {
      const id = (nextId += 1);
      pending.set(id, resolve);
      const job = {
        bytes,
        widths: PICTURE_WIDTHS[kind],
        square: kind === 'avatar',
        maxPixels: LIMITS.picturePixels,
        formats: ACCEPTED_FORMATS,
        quality: WEBP_QUALITY,
      };
      started().send({ id, job });
    });
  }

  /** Decodes, checks and resizes an upload into the sizes of its kind, as WebP. */
  async function processPicture(bytes: Buffer, kind: PictureKind): Promise<ProcessedPicture> {
    const reply = queue.then(() => send(bytes, kind));
    queue = reply.catch(() => undefined);
    const { sizes, refused, error } = await reply;
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

  return { processPicture };
}

export type PictureProcessor = ReturnType<typeof createPictureProcessor>;
