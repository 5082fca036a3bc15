/**
 * Uploads photos as activity pictures until stopped, one every `every` ms (0: each as soon as the
 * last was answered), printing a line per upload: the load of the pictures benchmark's chat
 * phases, in a process of its own so that sending 4 MB bodies does not hold up the chat clients'
 * event loop in the benchmark's process.
 * Usage (in bench/): tsx api/upload-loop.ts <base URL> <file listing tokens, one a line> <every ms> <photo files…>
 */
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const [base = '', tokenFile = '', every = '0', ...photoFiles] = process.argv.slice(2);
const tokens = readFileSync(tokenFile, 'utf8').trim().split('\n');
const photos = photoFiles.map((file) => readFileSync(file));

let stopping = false;
process.on('SIGTERM', () => (stopping = true));

const began = performance.now();
for (let i = 0; !stopping; i += 1) {
  await sleep(Math.max(0, began + i * Number(every) - performance.now()));
  const form = new FormData();
  form.set('title', `During chat ${i}`);
  form.set('description', 'With a picture');
  form.set('location', 'Main gate');
  form.set('category', 'Sports');
  form.set('date', new Date(Date.now() + 86_400_000).toISOString());
  const photo = photos[i % photos.length] as Buffer;
  form.set('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'IMG.JPG');
  const response = await fetch(`${base}/api/activities`, {
    method: 'POST',
    headers: { 'x-auth-token': tokens[i % tokens.length] as string },
    body: form,
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`upload refused: ${response.status}`);
  process.stdout.write('uploaded\n');
}
