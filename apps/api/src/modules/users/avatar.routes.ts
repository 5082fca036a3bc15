import { API_MESSAGES, operationRoutes } from '@peerconnect/contracts';
import type { Router } from 'express';
import { declaredRouter, SENT } from '@/http/declared-router';
import { notFound } from '@/lib/app-error';
import { AVATARS_PATH, avatarSeedOf, avatarSvg } from './avatar';

/** A drawn avatar, {seed}.svg: public, like uploads, because an <img> sends no token. */
export function avatarRoutes(): Router {
  const { router, on } = declaredRouter(AVATARS_PATH, { database: false });
  on(operationRoutes.avatar, (req, res) => {
    const seed = avatarSeedOf(req.params.file);
    if (!seed) throw notFound(API_MESSAGES.routeNotFound);
    res
      .type('image/svg+xml')
      // The seed fixes the drawing, so it never changes; the CSP keeps an opened SVG inert.
      .set('Cache-Control', 'public, max-age=31536000, immutable')
      .set('Content-Security-Policy', "default-src 'none'")
      .send(avatarSvg(seed));
    return SENT;
  });
  return router;
}
