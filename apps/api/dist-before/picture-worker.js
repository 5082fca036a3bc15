import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import { require_src } from './chunk-TYUNC4YJ.js';
import { __toESM, init_esm_shims } from './chunk-B46JO6ZJ.js';

// src/lib/pictures/picture-worker.ts
init_esm_shims();
var import_workerpool = __toESM(require_src(), 1);
import { execFileSync } from 'child_process';
import { setPriority } from 'os';
function lowestPriority() {
  setPriority(19);
  try {
    execFileSync('chrt', ['--idle', '--all-tasks', '--pid', '0', String(process.pid)], {
      stdio: 'ignore',
    });
  } catch {}
}
if (process.argv.includes('--lowest-priority') && process.platform === 'linux') lowestPriority();
var { default: sharp } = await import('sharp');
sharp.cache(false);
async function header(bytes) {
  try {
    const { format, width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return { format, width, height };
  } catch {
    return null;
  }
}
async function largest(bytes, { widths, square, maxPixels }) {
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
async function processPicture(input, settings) {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const found = bytes.length > 0 ? await header(bytes) : null;
  if (!found?.width || !found.height || !settings.formats.includes(found.format ?? '')) {
    return { refused: 'notAnImage' };
  }
  if (found.width * found.height > settings.maxPixels) return { refused: 'tooManyPixels' };
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
import_workerpool.default.worker({ process: processPicture });
//# sourceMappingURL=picture-worker.js.map
