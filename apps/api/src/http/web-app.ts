import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router } from 'express';

/**
 * Serves the built web app from the same origin: hashed files under /static cached for a year,
 * index.html never cached (it names the current hashes), and every other GET that wants HTML
 * gets index.html so client-side routes survive a reload. Absent build → nothing is mounted.
 */
export function webAppRoutes(distDir: string): Router | undefined {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const router = Router();
  // A missing chunk is a 404, never index.html: HTML parsed as a script would hide the failure.
  router.use(
    '/static',
    express.static(join(distDir, 'static'), {
      immutable: true,
      maxAge: '1y',
      index: false,
      fallthrough: false,
    }),
  );
  // Unhashed top-level files (favicon, theme script) may change between releases: revalidate.
  router.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    }),
  );
  router.get(/^\/(?!api(?:\/|$)|socket\.io(?:\/|$)).*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    res.set('Cache-Control', 'no-cache').sendFile(indexFile);
  });
  return router;
}
