import { SHARE_MESSAGES, shareRoutes as routes } from '@peerconnect/contracts';
import type { Router } from 'express';
import { baseUrlOf } from '@/http/base-url';
import { declaredRouter, ok, SENT } from '@/http/declared-router';
import { notFound } from '@/lib/app-error';
import type { PictureStore } from '@/lib/pictures/picture-store';
import { drawShareCard } from './share-card';
import { sharedActivity } from './share-preview';

/**
 * A shared activity's public face, needing no sign-in: mounted before the signed-in /activities
 * routes, so none of their guards runs first.
 */
export function sharingRoutes(
  pictures: PictureStore,
  assetsDir: string,
  publicUrl: string | undefined,
): Router {
  const { router, on } = declaredRouter('/api');
  const shared = async (id: string, base: string) => {
    const found = await sharedActivity(id, base);
    if (!found) throw notFound(SHARE_MESSAGES.previewNotFound);
    return found;
  };
  on(routes.preview, async (req, res) => {
    const { preview } = await shared(req.params.id, baseUrlOf(req, publicUrl));
    // Turning the preview off takes effect at once for whoever asks next.
    res.set('Cache-Control', 'no-cache');
    return ok(preview);
  });
  on(routes.card, async (req, res) => {
    const { preview, image } = await shared(req.params.id, baseUrlOf(req, publicUrl));
    const png = await drawShareCard(image, preview.category, pictures, assetsDir);
    res.type('png').set('Cache-Control', 'public, max-age=3600').send(png);
    return SENT;
  });
  return router;
}
