import { createServer, type Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { newStudent } from '../support/students';

let browser: Browser;
let otherSite: Server;
const otherOrigin = () => {
  const origin = process.env.E2E_OTHER_ORIGIN;
  if (!origin)
    throw new Error('E2E_OTHER_ORIGIN is not set: the global setup did not start the app');
  return origin;
};

beforeAll(async () => {
  browser = await launchBrowser();
  // Stands in for the web app deployed as a static site on its own origin (render.yaml).
  otherSite = createServer((_req, res) =>
    res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>web</title>'),
  );
  await new Promise<void>((listening) =>
    otherSite.listen(Number(new URL(otherOrigin()).port), '127.0.0.1', listening),
  );
});
afterAll(async () => {
  await browser.close();
  await new Promise((closed) => otherSite.close(closed));
});

async function api(path: string, body: object, token?: string) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as { token: string };
}

describe('the web app on another origin', () => {
  it('when it lists activities from its own origin, then the browser lets it read the next-page cursor and the request id', async () => {
    const student = newStudent('faraway');
    const { token } = await api('/api/auth/register', student);
    for (let i = 0; i < 21; i += 1)
      await api(
        '/api/activities',
        {
          title: `Far away meetup ${i}`,
          description: 'Listed from another origin',
          category: 'Social',
          date: new Date(Date.now() + (i + 1) * 86_400_000).toISOString(),
          location: 'Library',
        },
        token,
      );

    const page = await newPage(browser);
    await page.goto(otherOrigin());
    const seen = await page.evaluate(
      async ({ apiBase, session }) => {
        const response = await fetch(`${apiBase}/api/activities`, {
          headers: { Authorization: `Bearer ${session}` },
        });
        return {
          status: response.status,
          cursor: response.headers.get('X-Next-Cursor'),
          requestId: response.headers.get('X-Request-Id'),
        };
      },
      { apiBase: baseUrl(), session: token },
    );
    expect(seen.status).toBe(200);
    expect(seen.cursor).toEqual(expect.any(String));
    expect(seen.requestId).toEqual(expect.any(String));
  });
});
