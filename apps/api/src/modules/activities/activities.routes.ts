import {
  ACTIVITY_MESSAGES as M,
  API_MESSAGES,
  activityListQuerySchema,
  createActivityRequestSchema,
  updateActivityRequestSchema,
  type ActivityListQuery,
} from '@peerconnect/contracts';
import { Router, type Request, type Response } from 'express';
import mongoose from 'mongoose';
import { baseUrlOf } from '@/http/base-url';
import { currentUserId } from '@/http/middlewares/auth';
import { validate } from '@/http/middlewares/validate';
import { notFound } from '@/lib/app-error';
import { imageField, type ImageStore } from '@/lib/uploads';
import type { ActivitiesService } from './activities.service';
import { activitiesJson, toActivityView } from './activity-view';

/** A malformed id names no activity: 404, like an unknown one. */
export function activityId(req: Request): string {
  const id = req.params.id;
  if (typeof id !== 'string' || !mongoose.isObjectIdOrHexString(id)) throw notFound(M.notFound);
  return id;
}

type ETagOf = (body: Buffer) => string;
const etags = new WeakMap<Buffer, string>();

/** JSON bytes with Express's own ETag, hashed once per body (a shared page is sent many times). */
function sendJsonBytes(req: Request, res: Response, body: Buffer): void {
  let tag = etags.get(body);
  if (tag === undefined) {
    tag = (req.app.get('etag fn') as ETagOf)(body);
    etags.set(body, tag);
  }
  res.set('ETag', tag).type('json').send(body);
}

export function activitiesRoutes(
  activities: ActivitiesService,
  images: ImageStore,
  publicUrl: string | undefined,
): Router {
  const router = Router();
  const view = (req: Request) => {
    const viewer = currentUserId(req);
    const base = baseUrlOf(req, publicUrl);
    return (activity: Parameters<typeof toActivityView>[0]) =>
      toActivityView(activity, viewer, base);
  };

  router.get('/', validate({ query: activityListQuerySchema }), async (req, res) => {
    const { items, nextCursor } = await activities.list(req.validQuery as ActivityListQuery);
    if (nextCursor) res.set('X-Next-Cursor', nextCursor);
    sendJsonBytes(req, res, activitiesJson(items, currentUserId(req), baseUrlOf(req, publicUrl)));
  });
  router.get('/user/created', async (req, res) => {
    res.json((await activities.createdBy(currentUserId(req))).map(view(req)));
  });
  router.get('/user/joined', async (req, res) => {
    res.json((await activities.joinedBy(currentUserId(req))).map(view(req)));
  });
  // Another student's activities, for the tabs of their profile.
  router.get('/user/:userId/:kind', async (req, res) => {
    const { userId, kind } = req.params;
    if (!mongoose.isObjectIdOrHexString(userId)) throw notFound(API_MESSAGES.userNotFound);
    if (kind !== 'joined' && kind !== 'created') throw notFound(API_MESSAGES.routeNotFound);
    const list = kind === 'joined' ? activities.joinedBy(userId) : activities.createdBy(userId);
    res.json((await list).map(view(req)));
  });
  router.get('/:id', async (req, res) => {
    res.json(view(req)(await activities.detail(activityId(req))));
  });
  // JSON, or multipart with an `image` file; the fields are validated before the file is stored.
  router.post(
    '/',
    imageField('image'),
    validate({ body: createActivityRequestSchema }),
    async (req, res) => {
      const image = req.file ? await images.save(req.file) : undefined;
      res.status(201).json(view(req)(await activities.create(currentUserId(req), req.body, image)));
    },
  );
  router.put(
    '/:id',
    imageField('image'),
    validate({ body: updateActivityRequestSchema }),
    async (req, res) => {
      const id = activityId(req);
      await activities.assertOrganizer(id, currentUserId(req));
      const image = req.file ? await images.save(req.file) : undefined;
      res.json(view(req)(await activities.update(id, currentUserId(req), req.body, image)));
    },
  );
  router.delete('/:id', async (req, res) => {
    await activities.remove(activityId(req), currentUserId(req));
    res.json({ message: 'Activity deleted' });
  });
  router.post('/:id/join', async (req, res) => {
    res.json(view(req)(await activities.join(activityId(req), currentUserId(req))));
  });
  router.delete('/:id/leave', async (req, res) => {
    res.json(view(req)(await activities.leave(activityId(req), currentUserId(req))));
  });
  return router;
}

/** Similar activities for the detail page (spec §7: GET /api/recommendations/similar/{id}). */
export function similarActivitiesRoutes(
  activities: ActivitiesService,
  publicUrl: string | undefined,
): Router {
  const router = Router();
  router.get('/similar/:id', async (req, res) => {
    const viewer = currentUserId(req);
    const base = baseUrlOf(req, publicUrl);
    res.json(
      (await activities.similar(activityId(req))).map((activity) =>
        toActivityView(activity, viewer, base),
      ),
    );
  });
  return router;
}
