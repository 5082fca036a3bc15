import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router } from 'express';

/**
 * Serves the built web app from the same origin: hashed files under /static cached for a year,
 * index.html never cached, and every other GET that wants HTML gets index.html (client routing).
 */
export function webAppRoutes(distDir: string): Router | undefined {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const router = Router();
  router.use(
    '/static',
    express.static(join(distDir, 'static'), { immutable: true, maxAge: '1y', index: false }),
  );
  router.use(express.static(distDir, { index: false, maxAge: '1h' }));
  router.get(/^(?!\/api\/|\/socket\.io\/).*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    res.set('Cache-Control', 'no-cache').sendFile(indexFile);
  });
  return router;
}
