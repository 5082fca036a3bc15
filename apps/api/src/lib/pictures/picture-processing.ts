/**
 * Every uploaded picture is decoded and drawn again by sharp: what is stored is only pixels
 * re-encoded as WebP, so no metadata (EXIF, GPS, XMP, ICC: colours are converted to sRGB), no
 * trailing payload and no second format survive. Animated GIF/WebP keep their first frame: a
 * picture is a still.
 *
 * sharp runs in a workerpool child process (picture-worker.ts) at the lowest scheduling priority,
 * as the password hashing does in its threads: processing gets the CPU time the event loop, the
 * database and the sockets leave, so chat keeps its latency while photos are processed. Pictures
 * go one at a time, which bounds the memory a burst of uploads can take.
 */
import { createHash } from 'node:crypto';
import {
  API_MESSAGES,
  LIMITS,
  PICTURE_WIDTHS,
  pictureFileName,
  PROFILE_MESSAGES,
  type PictureKind,
} from '@peerconnect/contracts';
import workerpool from 'workerpool';
import { badRequest } from '@/lib/app-error';
import { processScript } from '@/lib/worker-script';
import type { PictureReply, PictureSettings } from './picture-worker';

const WORKER_FILES = {
  built: new URL('./picture-worker.js', import.meta.url),
  source: new URL('./picture-worker.ts', import.meta.url),
};

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

const REFUSALS = {
  notAnImage: PROFILE_MESSAGES.imageOnly,
  tooManyPixels: API_MESSAGES.imageTooManyPixels,
  badShape: API_MESSAGES.imageBadShape,
  tooLong: API_MESSAGES.imageTooLong,
};

const settingsOf = (kind: PictureKind): PictureSettings => ({
  widths: PICTURE_WIDTHS[kind],
  square: kind === 'avatar',
  maxPixels: LIMITS.picturePixels,
  maxAspectRatio: LIMITS.pictureAspectRatio,
  maxOutputSide: LIMITS.pictureOutputSide,
  formats: ACCEPTED_FORMATS,
  quality: WEBP_QUALITY,
});

/** The worker's answer as stored variants, named by the hash of their bytes. */
function processed(reply: PictureReply, kind: PictureKind): ProcessedPicture {
  if ('refused' in reply) throw badRequest(REFUSALS[reply.refused]);
  const encoded = reply.sizes.map(({ width, bytes }) => ({
    width,
    bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
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

export interface PictureProcessorOptions {
  /**
   * The worker at the lowest priority (default, Linux only). A test run that saturates the
   * machine with its own work may turn it off: there processing would only get what tests leave.
   */
  lowerPriority?: boolean;
}

/** The worker process starts at the first picture (a wake-up does not wait for it). */
export function createPictureProcessor({ lowerPriority = true }: PictureProcessorOptions = {}) {
  const { script, execArgv } = processScript(WORKER_FILES);
  const pool = workerpool.pool(script, {
    workerType: 'process',
    maxWorkers: 1,
    forkArgs: lowerPriority ? ['--lowest-priority'] : [],
    // Buffers cross as bytes, not as JSON arrays of numbers. A process group of its own: Ctrl-C in
    // a terminal signals the whole group, and the upload in flight must finish while the API
    // drains (close() stops the worker after). It still exits with the API: workerpool's worker
    // ends when its channel to the parent closes.
    forkOpts: { execArgv, serialization: 'advanced', detached: true },
  });

  return {
    /** Decodes, checks and resizes `bytes` into the sizes of `kind`, as WebP. */
    async processPicture(bytes: Buffer, kind: PictureKind): Promise<ProcessedPicture> {
      const reply: PictureReply = await pool.exec('process', [bytes, settingsOf(kind)]);
      return processed(reply, kind);
    },

    /** Lets the picture being processed finish, then stops the worker. */
    async close(): Promise<void> {
      await pool.terminate();
    },
  };
}

export type PictureProcessor = ReturnType<typeof createPictureProcessor>;
