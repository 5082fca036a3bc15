import { z } from 'zod';
import { ACTIVITY_MESSAGES } from '../activities/activity.messages';
import { activitySchema } from '../activities/activity.schema';
import { idParam } from '../common/object-id.schema';
import { defineRoute, json } from '../common/route';
import { recommendationEndpoints } from './recommendation.endpoints';
import { friendRecommendationSchema } from '../friends/friend.schema';
import { activityInsightsSchema } from './recommendation.schema';

const activities = z.array(activitySchema);

export const recommendationRoutes = {
  activities: defineRoute(recommendationEndpoints.activities, {
    tag: 'Recommendations',
    summary: 'Upcoming activities ranked for the signed-in user',
    auth: true,
    responses: [json(200, 'Activities', activities)],
    errors: [401, 404],
  }),
  friends: defineRoute(recommendationEndpoints.friends, {
    tag: 'Recommendations',
    summary: 'Students with shared interests',
    auth: true,
    responses: [json(200, 'Suggestions', z.array(friendRecommendationSchema))],
    errors: [401, 404],
  }),
  insights: defineRoute(recommendationEndpoints.insights, {
    tag: 'Recommendations',
    summary: 'Joined and created activities for the dashboard',
    auth: true,
    responses: [json(200, 'Insights', activityInsightsSchema)],
    errors: [401, 404],
  }),
  similar: defineRoute(recommendationEndpoints.similar, {
    tag: 'Recommendations',
    summary: 'Activities like this one',
    auth: true,
    params: z.object({ id: idParam(ACTIVITY_MESSAGES.notFound) }),
    responses: [json(200, 'Activities', activities)],
    errors: [401, 404],
  }),
};
