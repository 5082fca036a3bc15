/**
 * Uploads photos as activity pictures back to back until stopped, printing a line per upload: the
 * load of the pictures benchmark's chat phase, in a process of its own so that sending 4 MB bodies
 * does not hold up the chat clients' event loop in the benchmark's process.
 * Usage: tsx bench/upload-loop.ts <base URL> <file listing tokens, one a line> <photo files…>
 */
import { readFileSync } from 'node:fs';

const [base = '', tokenFile = '', ...photoFiles] = process.argv.slice(2);
const tokens = readFileSync(tokenFile, 'utf8').trim().split('\n');
const photos = photoFiles.map((file) => readFileSync(file));

let stopping = false;
process.on('SIGTERM', () => (stopping = true));

for (let i = 0; !stopping; i += 1) {
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
