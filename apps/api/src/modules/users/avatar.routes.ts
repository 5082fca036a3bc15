import { API_MESSAGES } from '@peerconnect/contracts';
import { Router } from 'express';
import { notFound } from '@/lib/app-error';
import { avatarSeedOf, avatarSvg } from './avatar';

/** GET /api/avatars/{seed}.svg: public, like uploads, because an <img> sends no token. */
export function avatarRoutes(): Router {
  const router = Router();
  router.get('/:file', (req, res) => {
    const seed = avatarSeedOf(req.params.file);
    if (!seed) throw notFound(API_MESSAGES.routeNotFound);
    res
      .type('image/svg+xml')
      // The seed fixes the drawing, so it never changes; the CSP keeps an opened SVG inert.
      .set('Cache-Control', 'public, max-age=31536000, immutable')
      .set('Content-Security-Policy', "default-src 'none'")
      .send(avatarSvg(seed));
  });
  return router;
}
