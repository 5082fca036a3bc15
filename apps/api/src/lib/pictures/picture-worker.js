/**
 * The picture processor's own process (picture-processing.ts): sharp, decoding and redrawing
 * uploads. Plain JavaScript, so Node runs the same file from the sources (dev, tests) and, built
 * beside the bundle, in production.
 *
 * The API streams each upload's bytes here over stdin as they arrive, in frames tagged with a job
 * id (picture-frames.js), so the photo never has to be held by the API's main thread. A job's
 * bytes are kept until the API asks for it to be processed or dropped; answers go back over IPC.
 */
import { execFileSync } from 'node:child_process';
import { setPriority } from 'node:os';
import { FRAME, readFrames } from './picture-frames.js';

/** Linux's idle class too: a waking API thread preempts it at once, not at the end of a slice. */
function lowestPriority() {
  setPriority(19);
  try {
    execFileSync('chrt', ['--idle', '--all-tasks', '--pid', '0', String(process.pid)], {
      stdio: 'ignore',
    });
  } catch {
    // No chrt (util-linux): nice 19 alone.
  }
}

// First of all, so every thread made later (libuv's pool, libvips' workers) inherits it: on Linux a
// thread's priority and scheduling class are passed on to the threads it creates.
if (process.argv.includes('--lowest-priority') && process.platform === 'linux') lowestPriority();

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

async function processPicture(input, { widths, square, maxPixels, formats, quality }) {
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

/** Each job's bytes as they came, until it is processed or dropped. */
const jobs = new Map();
// One picture at a time: bounds what a burst of uploads takes (a 12-megapixel decode each).
let queue = Promise.resolve();

function run(id, settings) {
  // An empty file sent no data frame.
  const input = Buffer.concat(jobs.get(id) ?? []);
  jobs.delete(id);
  return processPicture(input, settings);
}

function answer(id, reply) {
  // The API may be gone by now: then there is nobody to answer.
  if (process.connected) process.send({ id, ...reply });
}

readFrames(process.stdin, (type, id, payload) => {
  if (type === FRAME.data) {
    const chunks = jobs.get(id);
    if (chunks) chunks.push(payload);
    else jobs.set(id, [payload]);
  } else if (type === FRAME.drop) {
    jobs.delete(id);
  } else if (type === FRAME.process) {
    const settings = JSON.parse(payload.toString());
    queue = queue.then(() =>
      run(id, settings).then(
        (reply) => answer(id, reply),
        (error) => answer(id, { error: String(error?.message ?? error) }),
      ),
    );
  } else if (type === FRAME.stats) {
    let bytes = 0;
    for (const chunks of jobs.values()) for (const chunk of chunks) bytes += chunk.length;
    answer(id, { stats: { jobs: jobs.size, bytes } });
  }
});
// The API is gone (stopped, crashed): nothing is left to process for.
process.on('disconnect', () => process.exit(0));
process.stdin.on('end', () => process.exit(0));
