import { API_MESSAGES, operationRoutes } from '@peerconnect/contracts';
import type { Router } from 'express';
import { declaredRouter, SENT } from '@/http/declared-router';
import { notFound } from '@/lib/app-error';
import { UPLOADS_PATH, type PictureStore } from '@/lib/pictures/picture-store';

/**
 * Stored pictures, public (an <img> sends no token). A name is a hash of its bytes, so each answer
 * is cached for good and revalidated by that name; the name is looked up in the store, never in a
 * file system.
 */
export function picturesRoutes(pictures: PictureStore): Router {
  const { router, on } = declaredRouter(UPLOADS_PATH);
  on(operationRoutes.upload, async (req, res) => {
    const picture = await pictures.read(req.params.file);
    if (!picture) throw notFound(API_MESSAGES.pictureNotFound);
    res.type(picture.contentType).set({
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: `"${picture.name}"`,
      'X-Content-Type-Options': 'nosniff',
      // Opened on its own, a picture runs nothing and loads nothing.
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
    if (req.fresh) res.status(304).end();
    else res.send(await picture.read());
    return SENT;
  });
  return router;
}
