/**
 * The picture processor's own process (picture-processing.ts): sharp, decoding and redrawing one
 * upload per message. Plain JavaScript, so Node runs the same file from the sources (dev, tests)
 * and, built beside the bundle, in production.
 */
import { setPriority } from 'node:os';

// First of all, so every thread made later (libuv's pool, libvips' workers) inherits it: on Linux a
// nice value belongs to a thread and is passed on to the threads it creates.
if (process.argv.includes('--lowest-priority') && process.platform === 'linux') setPriority(19);

const { default: sharp } = await import('sharp');
// Each upload is a new image: libvips' operation cache would only hold memory.
sharp.cache(false);

/** Decodes the header only: format, size. null when it does not decode. */
async function header(bytes) {
  try {
    const { format, width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return { format, width, height };
  } catch {
    return null;
  }
}

/** The largest size as raw pixels, oriented and cropped; the smaller ones are drawn from it. */
async function largest(bytes, { widths, square, maxPixels }) {
  const top = widths[widths.length - 1];
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

async function processPicture({ bytes, widths, square, maxPixels, formats, quality }) {
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found = input.length > 0 ? await header(input) : null;
  if (!found || !formats.includes(found.format) || !found.width || !found.height) {
    return { refused: 'notAnImage' };
  }
  if (found.width * found.height > maxPixels) return { refused: 'tooManyPixels' };
  let source;
  try {
    source = await largest(input, { widths, square, maxPixels });
  } catch {
    return { refused: 'notAnImage' };
  }
  const sizes = [];
  for (const width of widths) {
    const resized = source.clone().resize({ width, withoutEnlargement: true });
    sizes.push({ width, bytes: await resized.webp({ quality }).toBuffer() });
  }
  return { sizes };
}

process.on('message', async ({ id, job }) => {
  try {
    process.send({ id, ...(await processPicture(job)) });
  } catch (error) {
    process.send({ id, error: String(error?.message ?? error) });
  }
});
// The API is gone (stopped, crashed): nothing is left to process for.
process.on('disconnect', () => process.exit(0));
