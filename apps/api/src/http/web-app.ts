import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import express, { Router, type Request } from 'express';
import expressStaticGzip from 'express-static-gzip';

export interface WebApp {
  routes: Router;
  /** CSP sources for the scripts written into index.html, each allowed by its hash. */
  inlineScriptSources: string[];
}

/**
 * The hash of each inline `<script>` (one without src) in a page, as a CSP source: the page's own
 * scripts run and nothing injected does, with no 'unsafe-inline'.
 */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}

/**
 * The head a page's HTML carries in place of the app's `<title>`, for readers that run no scripts
 * (link unfurlers); undefined keeps index.html as it is.
 */
export type PageHead = (req: Request) => Promise<string | undefined>;

/** The built web app in `distDir`, if there is one (the API runs without it in tests and dev). */
export function webApp(distDir: string, pageHead?: PageHead): WebApp | undefined {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  return {
    routes: webAppRoutes(distDir, indexFile, pageHead),
    inlineScriptSources: inlineScriptSources(readFileSync(indexFile, 'utf8')),
  };
}

/**
 * Serves the built web app from the same origin: hashed files under /static cached for a year,
 * index.html never cached (it names the current hashes), and every other GET that wants HTML
 * gets index.html so client-side routes survive a reload.
 */
function webAppRoutes(distDir: string, indexFile: string, pageHead?: PageHead): Router {
  const router = Router();
  // The build writes each chunk compressed beside it (.br, .gz): a browser that accepts one gets it
  // as it is, smaller than compressing per request would make it and at no CPU per request.
  // A missing chunk is a 404, never index.html: HTML parsed as a script would hide the failure.
  router.use(
    '/static',
    expressStaticGzip(join(distDir, 'static'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: { immutable: true, maxAge: '1y', index: false, fallthrough: false },
    }),
  );
  // Unhashed top-level files (the favicon) may change between releases: revalidate.
  router.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    }),
  );
  router.get(/^\/(?!api(?:\/|$)|socket\.io(?:\/|$)).*/, async (req, res, next) => {
    if (!req.accepts('html')) return next();
    res.set('Cache-Control', 'no-cache');
    // Without the database the page is still the app: only the link card's tags are left out.
    const head = await pageHead?.(req).catch(() => undefined);
    if (!head) return res.sendFile(indexFile);
    const html = await readFile(indexFile, 'utf8');
    res.type('html').send(html.replace(/<title>[^<]*<\/title>/, () => head));
  });
  return router;
}
