/**
 * The picture pool's worker process (picture-processing.ts): sharp decodes an upload and draws it
 * again. A process of its own rather than a thread, so that all of its threads (libuv's and
 * libvips', where sharp does its work) run at the lowest priority, and a decoder that crashes takes
 * down only this process.
 */
import { execFileSync } from 'node:child_process';
import { setPriority } from 'node:os';
import workerpool from 'workerpool';

export interface PictureSettings {
  /** Widths to make, smallest first. */
  widths: readonly number[];
  /** Cropped square to the centre (avatars), or in the picture's own proportions. */
  square: boolean;
  maxPixels: number;
  /** Longest side over shortest side, at most. */
  maxAspectRatio: number;
  /** The output format's largest side. */
  maxOutputSide: number;
  /** Formats accepted, as sharp names them. */
  formats: readonly string[];
  quality: number;
}

export type PictureReply =
  | { sizes: { width: number; bytes: Uint8Array }[] }
  | { refused: 'notAnImage' | 'tooManyPixels' | 'badShape' | 'tooLong' };

/** Linux's idle class too: a waking API thread preempts it at once, not at the end of a slice. */
function lowestPriority(): void {
  setPriority(19);
  try {
    execFileSync('chrt', ['--idle', '--all-tasks', '--pid', '0', String(process.pid)], {
      stdio: 'ignore',
    });
  } catch {
    // No chrt (util-linux): nice 19 alone.
  }
}

// Before sharp is loaded, so every thread made later (libuv's pool, libvips' workers) inherits it:
// on Linux a thread's priority and scheduling class are passed on to the threads it creates.
if (process.argv.includes('--lowest-priority') && process.platform === 'linux') lowestPriority();

const { default: sharp } = await import('sharp');
// Each upload is a new image: libvips' operation cache would only hold memory.
sharp.cache(false);

/** Decodes the header only: format and size; null when it does not decode. */
async function header(bytes: Buffer) {
  try {
    const { format, width, height, orientation } = await sharp(bytes, {
      limitInputPixels: false,
    }).metadata();
    // EXIF orientations 5 to 8 turn the picture a quarter: its width is then its height.
    const turned = (orientation ?? 1) >= 5;
    return { format, width: turned ? height : width, height: turned ? width : height };
  } catch {
    return null;
  }
}

/** The largest size as raw pixels, oriented and cropped; the smaller ones are drawn from it. */
async function largest(bytes: Buffer, { widths, square, maxPixels }: PictureSettings) {
  const top = widths.at(-1);
  const { data, info } = await sharp(bytes, { limitInputPixels: maxPixels })
    .autoOrient()
    .resize(
      square
        ? { width: top, height: top, fit: 'cover', position: 'centre' }
        : { width: top, withoutEnlargement: true },
    )
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

/**
 * Refused from the header alone, before decoding: a shape too long to be a picture (a strip of
 * 1 × 39,000,000 pixels took 15 s to process), or one whose largest stored size would be taller
 * than WebP can be. Square kinds are cropped, so only their pixel count matters.
 */
function shapeRefusal(width: number, height: number, settings: PictureSettings) {
  if (settings.square) return undefined;
  const [longer, shorter] = width > height ? [width, height] : [height, width];
  if (longer > shorter * settings.maxAspectRatio) return 'badShape' as const;
  const storedWidth = Math.min(width, settings.widths.at(-1) ?? width);
  if (Math.round((height * storedWidth) / width) > settings.maxOutputSide)
    return 'tooLong' as const;
  return undefined;
}

async function processPicture(input: Uint8Array, settings: PictureSettings): Promise<PictureReply> {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const found = bytes.length > 0 ? await header(bytes) : null;
  if (!found?.width || !found.height || !settings.formats.includes(found.format ?? '')) {
    return { refused: 'notAnImage' };
  }
  if (found.width * found.height > settings.maxPixels) return { refused: 'tooManyPixels' };
  const shapeProblem = shapeRefusal(found.width, found.height, settings);
  if (shapeProblem) return { refused: shapeProblem };
  let source;
  try {
    source = await largest(bytes, settings);
  } catch {
    return { refused: 'notAnImage' };
  }
  const sizes = [];
  for (const width of settings.widths) {
    const resized = source.clone().resize({ width, withoutEnlargement: true });
    sizes.push({ width, bytes: await resized.webp({ quality: settings.quality }).toBuffer() });
  }
  return { sizes };
}

workerpool.worker({ process: processPicture });
