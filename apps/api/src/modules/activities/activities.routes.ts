import { ACTIVITY_MESSAGES, activityRoutes as routes, type Activity } from '@peerconnect/contracts';
import type { Request, RequestHandler, Router } from 'express';
import { baseUrlOf } from '@/http/base-url';
import { declaredRouter, ok } from '@/http/declared-router';
import { currentUserId } from '@/http/middlewares/auth';
import type { ImageUpload } from '@/lib/uploads';
import type { ActivitiesService } from './activities.service';
import type { ActivityWithPeople } from './activity-people';
import { toActivityView, viewerOf } from './activity-view';

/** Activities as their organizer sees them carry participants' emails: kept out of every cache. */
const unstored: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'private, no-store');
  next();
};

export function activitiesRoutes(
  activities: ActivitiesService,
  publicUrl: string | undefined,
  imageUpload: ImageUpload,
): Router {
  const { router, on } = declaredRouter('/api/activities');
  const view = (req: Request) => {
    const viewer = currentUserId(req);
    const base = baseUrlOf(req, publicUrl);
    return (activity: ActivityWithPeople) => toActivityView(activity, viewer, base);
  };
  /** One activity's answer: with where the signed-in student stands. */
  const single = (req: Request, activity: ActivityWithPeople): Activity => ({
    ...view(req)(activity),
    viewer: viewerOf(activity, currentUserId(req)),
  });

  on(routes.list, unstored, async (req, res) => {
    const { items, nextCursor } = await activities.list(req.validQuery, currentUserId(req));
    if (nextCursor) res.set('X-Next-Cursor', nextCursor);
    return ok(items.map(view(req)));
  });
  on(routes.created, unstored, async (req) => {
    return ok((await activities.createdBy(currentUserId(req), req.validQuery.when)).map(view(req)));
  });
  on(routes.joined, unstored, async (req) => {
    return ok((await activities.joinedBy(currentUserId(req), req.validQuery.when)).map(view(req)));
  });
  // Another student's activities, for the tabs of their profile.
  on(routes.ofUser, unstored, async (req) => {
    const { userId, kind } = req.params;
    const list = kind === 'joined' ? activities.joinedBy(userId) : activities.createdBy(userId);
    return ok((await list).map(view(req)));
  });
  on(routes.detail, unstored, async (req) => {
    return ok(single(req, await activities.detail(req.params.id)));
  });
  // JSON, or multipart with an `image` file; the fields are validated before the file is stored.
  on(routes.create, unstored, ...imageUpload('image'), async (req) => {
    const created = await activities.create(currentUserId(req), req.body, req.file?.buffer);
    return { status: 201, body: single(req, created) };
  });
  on(routes.update, unstored, ...imageUpload('image'), async (req) => {
    const { id } = req.params;
    const updated = await activities.update(id, currentUserId(req), req.body, req.file?.buffer);
    return ok(single(req, updated));
  });
  on(routes.remove, async (req) => {
    await activities.remove(req.params.id, currentUserId(req));
    return ok({ message: ACTIVITY_MESSAGES.deleted });
  });
  on(routes.join, unstored, async (req) => {
    return ok(single(req, await activities.join(req.params.id, currentUserId(req))));
  });
  on(routes.leave, unstored, async (req) => {
    return ok(single(req, await activities.leave(req.params.id, currentUserId(req))));
  });
  on(routes.removeParticipant, unstored, async (req) => {
    const { id, userId } = req.params;
    return ok(single(req, await activities.removeStudent(id, currentUserId(req), userId)));
  });
  on(routes.allowAgain, unstored, async (req) => {
    const { id, userId } = req.params;
    return ok(single(req, await activities.allowAgain(id, currentUserId(req), userId)));
  });
  on(routes.cancel, unstored, async (req) => {
    const { id } = req.params;
    return ok(single(req, await activities.cancel(id, currentUserId(req), req.body.reason)));
  });
  on(routes.invitable, unstored, async (req) => {
    const base = baseUrlOf(req, publicUrl);
    return ok(await activities.invitableFriends(req.params.id, currentUserId(req), base));
  });
  on(routes.invite, async (req) => {
    const base = baseUrlOf(req, publicUrl);
    return ok(await activities.invite(req.params.id, currentUserId(req), req.body.userIds, base));
  });
  return router;
}
