import { z } from 'zod';
import { activitySchema } from '../activities/activity.schema';

const count = z.number().int().min(0);

/** The counts at the top of the recommendations screen. */
export const recommendationStatsSchema = z.object({
  activitiesJoined: count,
  activitiesCreated: count,
  pendingInvitations: count,
  friendCount: count,
});
export type RecommendationStats = z.infer<typeof recommendationStatsSchema>;

/** GET /api/recommendations/insights. */
export const activityInsightsSchema = z.object({
  joinedActivities: z.array(activitySchema),
  createdActivities: z.array(activitySchema),
});
export type ActivityInsights = z.infer<typeof activityInsightsSchema>;
