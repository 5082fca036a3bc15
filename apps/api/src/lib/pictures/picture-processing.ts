/**
 * Every uploaded picture is decoded and drawn again by sharp (libvips, on its own threads, off the
 * event loop): what is stored is only pixels re-encoded as WebP, so no metadata (EXIF, GPS, XMP,
 * ICC: colours are converted to sRGB), no trailing payload and no second format survive.
 * Animated GIF/WebP keep their first frame: a picture is a still.
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
import type SharpDefault from 'sharp';
import type { Sharp } from 'sharp';
import { badRequest } from '@/lib/app-error';

type SharpModule = typeof SharpDefault;
let loading: Promise<SharpModule> | undefined;

/** sharp and its native library load at the first picture, not at start (a wake-up waits less). */
function loadSharp(): Promise<SharpModule> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // Each upload is a new image: libvips' operation cache would only hold memory.
    sharp.cache(false);
    // One libvips thread: with one picture processed at a time (below), processing takes at most
    // one core and the event loop keeps another (docs/benchmarks.md, Pictures: the chat's p99).
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}

let queue: Promise<unknown> = Promise.resolve();

/** Runs `work` after every picture before it: one at a time per process. */
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/** What phones and browsers send; SVG (script), PDF, TIFF and the rest are refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
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

/**
 * Reads the header only: a picture that would decode to more than LIMITS.picturePixels is refused
 * before a single pixel is decompressed (a 12 KB PNG can claim 100 megapixels).
 */
async function checkedHeader(sharp: SharpModule, bytes: Buffer) {
  // An empty buffer throws at once, not in the promise.
  const header = await Promise.resolve()
    .then(() => sharp(bytes, { limitInputPixels: false }).metadata())
    .catch(() => {
      throw badRequest(PROFILE_MESSAGES.imageOnly);
    });
  if (!ACCEPTED_FORMATS.has(header.format) || !header.width || !header.height) {
    throw badRequest(PROFILE_MESSAGES.imageOnly);
  }
  if (header.width * header.height > LIMITS.picturePixels) {
    throw badRequest(API_MESSAGES.imageTooManyPixels);
  }
}

/**
 * The largest size as raw pixels, oriented and cropped for its use; the smaller sizes are drawn from
 * it, so the upload is decoded once (JPEG shrinks while it decodes).
 */
async function largest(sharp: SharpModule, bytes: Buffer, kind: PictureKind): Promise<Sharp> {
  const widths = PICTURE_WIDTHS[kind];
  const top = widths[widths.length - 1] as number;
  const resized = sharp(bytes, { limitInputPixels: LIMITS.picturePixels })
    .autoOrient()
    .resize(
      kind === 'avatar'
        ? { width: top, height: top, fit: 'cover', position: 'centre' }
        : { width: top, withoutEnlargement: true },
    );
  const { data, info } = await resized
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw badRequest(PROFILE_MESSAGES.imageOnly);
    });
  return sharp(data, {
    raw: { width: info.width, height: info.height, channels: info.channels },
  });
}

/** Decodes, checks and resizes an upload into the sizes of its kind, as WebP. */
export async function processPicture(bytes: Buffer, kind: PictureKind): Promise<ProcessedPicture> {
  const sharp = await loadSharp();
  await checkedHeader(sharp, bytes);
  const encoded = await oneAtATime(async () => {
    const source = await largest(sharp, bytes, kind);
    const sizes: { width: number; bytes: Buffer }[] = [];
    for (const width of PICTURE_WIDTHS[kind]) {
      const resized = source.clone().resize({ width, withoutEnlargement: true });
      sizes.push({ width, bytes: await resized.webp({ quality: WEBP_QUALITY }).toBuffer() });
    }
    return sizes;
  });
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
