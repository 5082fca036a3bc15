import type { ActivityInsights } from '@peerconnect/contracts';
import { Router } from 'express';
import { baseUrlOf } from '@/http/base-url';
import { currentUserId } from '@/http/middlewares/auth';
import { toActivityView } from '@/modules/activities/activity-view';
import type { RecommendationsService } from './recommendations.service';

/** GET /api/recommendations, /friends and /insights (spec §7); /similar/{id} is the activities module's. */
export function recommendationsRoutes(
  recommendations: RecommendationsService,
  publicUrl: string | undefined,
): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    const viewer = currentUserId(req);
    const base = baseUrlOf(req, publicUrl);
    const chosen = await recommendations.activities(viewer);
    res.json(chosen.map((activity) => toActivityView(activity, viewer, base)));
  });

  router.get('/friends', async (req, res) => {
    res.json(await recommendations.friends(currentUserId(req), baseUrlOf(req, publicUrl)));
  });

  router.get('/insights', async (req, res) => {
    const viewer = currentUserId(req);
    const base = baseUrlOf(req, publicUrl);
    const { joinedActivities, createdActivities } = await recommendations.insights(viewer);
    const insights: ActivityInsights = {
      joinedActivities: joinedActivities.map((activity) => toActivityView(activity, viewer, base)),
      createdActivities: createdActivities.map((activity) =>
        toActivityView(activity, viewer, base),
      ),
    };
    res.json(insights);
  });

  return router;
}
