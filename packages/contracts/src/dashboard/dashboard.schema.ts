import { z } from 'zod';
import { activitySchema } from '../activity/activity.schema';

const count = z.number().int().min(0);

export const dashboardStatsSchema = z.object({
  activitiesJoined: count,
  activitiesCreated: count,
  pendingInvitations: count,
  friendCount: count,
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** GET /api/recommendations/insights. */
export const activityInsightsSchema = z.object({
  joinedActivities: z.array(activitySchema),
  createdActivities: z.array(activitySchema),
});
export type ActivityInsights = z.infer<typeof activityInsightsSchema>;
