import { seriesRoutes as routes, type Series } from '@peerconnect/contracts';
import type { Request, RequestHandler, Router } from 'express';
import { baseUrlOf } from '@/http/base-url';
import { declaredRouter, ok } from '@/http/declared-router';
import { currentUserId } from '@/http/middlewares/auth';
import { toActivityView, viewerOf } from '@/modules/activities';
import type { SeriesService } from './series.service';

/** The organizer's view carries participants' emails: kept out of every cache. */
const unstored: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'private, no-store');
  next();
};

/** Mounted at /api/series behind sign-in: the guard covers these paths and nothing else. */
export function seriesRoutes(series: SeriesService, publicUrl: string | undefined): Router {
  const { router, on } = declaredRouter('/api/series');
  const answer =
    (req: Request) =>
    ({ series: record, activities }: Awaited<ReturnType<SeriesService['view']>>): Series => {
      const viewer = currentUserId(req);
      const base = baseUrlOf(req, publicUrl);
      return {
        _id: record._id.toString(),
        frequency: record.frequency,
        weekdays: record.weekdays,
        timeZone: record.timeZone,
        activities: activities.map((activity) => ({
          ...toActivityView(activity, viewer, base),
          viewer: viewerOf(activity, viewer),
        })),
      };
    };

  on(routes.create, unstored, async (req) => {
    return { status: 201, body: answer(req)(await series.create(currentUserId(req), req.body)) };
  });
  on(routes.detail, unstored, async (req) => {
    return ok(answer(req)(await series.view(req.params.id)));
  });
  on(routes.update, unstored, async (req) => {
    const { id, activityId } = req.params;
    return ok(answer(req)(await series.update(id, activityId, currentUserId(req), req.body)));
  });
  on(routes.cancel, unstored, async (req) => {
    return ok(answer(req)(await series.cancel(req.params.id, currentUserId(req), req.body)));
  });
  on(routes.joinAll, unstored, async (req) => {
    return ok(answer(req)(await series.joinAll(req.params.id, currentUserId(req))));
  });
  return router;
}
