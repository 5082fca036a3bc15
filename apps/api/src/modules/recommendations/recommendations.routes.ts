import { recommendationRoutes as routes, type ActivityInsights } from '@peerconnect/contracts';
import type { Router } from 'express';
import { baseUrlOf } from '@/http/base-url';
import { declaredRouter, ok } from '@/http/declared-router';
import { currentUserId } from '@/http/middlewares/auth';
import { type ActivitiesService, toActivityView } from '@/modules/activities';
import type { RecommendationsService } from './recommendations.service';

/** Activities and people picked for the signed-in student, and activities like a given one. */
export function recommendationsRoutes(
  recommendations: RecommendationsService,
  activities: ActivitiesService,
  publicUrl: string | undefined,
): Router {
  const { router, on } = declaredRouter('/api/recommendations');

  on(routes.activities, async (req) => {
    const viewer = currentUserId(req);
    const base = baseUrlOf(req, publicUrl);
    const chosen = await recommendations.activities(viewer);
    return ok(chosen.map((activity) => toActivityView(activity, viewer, base)));
  });

  on(routes.friends, async (req) => {
    return ok(await recommendations.friends(currentUserId(req), baseUrlOf(req, publicUrl)));
  });

  on(routes.insights, async (req) => {
    const viewer = currentUserId(req);
    const base = baseUrlOf(req, publicUrl);
    const { joinedActivities, createdActivities } = await recommendations.insights(viewer);
    const insights: ActivityInsights = {
      joinedActivities: joinedActivities.map((activity) => toActivityView(activity, viewer, base)),
      createdActivities: createdActivities.map((activity) =>
        toActivityView(activity, viewer, base),
      ),
    };
    return ok(insights);
  });

  on(routes.similar, async (req) => {
    const viewer = currentUserId(req);
    const base = baseUrlOf(req, publicUrl);
    const similar = await activities.similar(req.params.id);
    return ok(similar.map((activity) => toActivityView(activity, viewer, base)));
  });

  return router;
}
