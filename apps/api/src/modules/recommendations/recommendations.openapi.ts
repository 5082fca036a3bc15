import * as C from '@peerconnect/contracts';
import { json, list, type Operation } from '@/http/openapi/operation';

/** Suggestions, as the API reference describes them (http/openapi/route-table.ts). */
export const recommendationOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/recommendations',
    tag: 'Recommendations',
    summary: 'Upcoming activities ranked for the signed-in user',
    auth: true,
    responses: [json(200, 'Activities', list(C.activitySchema))],
    errors: [401, 404],
  },
  {
    method: 'get',
    path: '/api/recommendations/friends',
    tag: 'Recommendations',
    summary: 'Students with shared interests',
    auth: true,
    responses: [json(200, 'Suggestions', list(C.friendRecommendationSchema))],
    errors: [401, 404],
  },
  {
    method: 'get',
    path: '/api/recommendations/insights',
    tag: 'Recommendations',
    summary: 'Joined and created activities for the dashboard',
    auth: true,
    responses: [json(200, 'Insights', C.activityInsightsSchema)],
    errors: [401, 404],
  },
  {
    method: 'get',
    path: '/api/recommendations/similar/{id}',
    tag: 'Recommendations',
    summary: 'Activities like this one',
    auth: true,
    params: C.idParamsSchema,
    responses: [json(200, 'Activities', list(C.activitySchema))],
    errors: [401, 404],
  },
];
