import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { buildTestApp, type TestApp } from '@/test/test-app';

const CHUNK = `console.log(${JSON.stringify('app '.repeat(400))})`;
const THEME_SCRIPT = "document.documentElement.classList.toggle('dark', true)";

/**
 * A stand-in for apps/web/dist: index.html with an inline script (the theme, before the first
 * paint) and the entry's module script, a hashed chunk under static/ with the brotli and
 * gzip files the build writes beside it, a favicon.
 */
function fakeWebBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'peerconnect-web-'));
  mkdirSync(join(dist, 'static', 'js'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><script>${THEME_SCRIPT}</script><div id="root"></div>` +
      '<script type="module" crossorigin src="/static/js/main.3f2a1b.js"></script>',
  );
  const chunk = join(dist, 'static', 'js', 'main.3f2a1b.js');
  writeFileSync(chunk, CHUNK);
  writeFileSync(`${chunk}.br`, brotliCompressSync(CHUNK));
  writeFileSync(`${chunk}.gz`, gzipSync(CHUNK));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

let t: TestApp;
beforeAll(() => {
  t = buildTestApp({ WEB_DIST_DIR: fakeWebBuild() });
});
afterAll(() => t.close());

describe('the built web app on the same origin', () => {
  it('when a hashed asset is asked for, then it is cached for a year as immutable', async () => {
    const response = await request(t.app).get('/static/js/main.3f2a1b.js');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
  });

  it('when a browser that accepts brotli asks for a chunk, then it gets the brotli file the build wrote, as JavaScript', async () => {
    const response = await request(t.app)
      .get('/static/js/main.3f2a1b.js')
      .set('Accept-Encoding', 'gzip, deflate, br, zstd');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
    // supertest decodes brotli: the bytes sent were the build's file.
    expect(response.text).toBe(CHUNK);
    expect(Number(response.headers['content-length'])).toBe(brotliCompressSync(CHUNK).length);
  });

  it.each([
    ['gzip', 'gzip'],
    ['identity', undefined],
  ])(
    'when a client accepts only %s, then it gets the chunk in that form, unchanged',
    async (accepted, encoding) => {
      const response = await request(t.app)
        .get('/static/js/main.3f2a1b.js')
        .set('Accept-Encoding', accepted);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.text).toBe(CHUNK);
    },
  );

  it('when a missing chunk is asked for, then 404, never index.html', async () => {
    const response = await request(t.app).get('/static/js/gone.000000.js').set('Accept', '*/*');
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('<div id="root">');
  });

  it.each(['/', '/activities/123', '/profile', '/index.html'])(
    'when a browser opens %s, then it gets index.html, never cached',
    async (path) => {
      const response = await request(t.app).get(path).set('Accept', 'text/html');
      expect(response.status).toBe(200);
      expect(response.text).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('when a page is served, then its CSP runs the script written into it, by its hash, and no other inline script', async () => {
    const response = await request(t.app).get('/activities').set('Accept', 'text/html');
    const scriptSrc = /script-src ([^;]*)/.exec(
      response.headers['content-security-policy'] ?? '',
    )?.[1];
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(scriptSrc?.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('when something other than a page is asked for, then no index.html comes back', async () => {
    const response = await request(t.app).get('/nothing.json').set('Accept', 'application/json');
    expect(response.status).toBe(404);
  });

  it('when an unknown /api path is opened in a browser, then it is still the JSON 404', async () => {
    const response = await request(t.app).get('/api/nope').set('Accept', 'text/html');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 'ROUTE_NOT_FOUND', message: 'Route not found' });
  });
});
