import { z } from 'zod';
import { API_MESSAGES } from '../common/messages';
import { idParam } from '../common/object-id.schema';
import { messageResponseSchema } from '../common/responses.schema';
import { defineRoute, json } from '../common/route';
import { ACTIVITY_MESSAGES } from './activity.messages';
import {
  activitySchema,
  activityListQuerySchema,
  createActivityRequestSchema,
  updateActivityRequestSchema,
} from './activity.schema';

const activities = z.array(activitySchema);
const activityParams = z.object({ id: idParam(ACTIVITY_MESSAGES.notFound) });

/** One activity, changed by the signed-in student: join or leave. */
const participation = (method: 'post' | 'delete', action: 'join' | 'leave') =>
  defineRoute({
    method,
    path: `/api/activities/:id/${action}`,
    tag: 'Activities',
    summary: action === 'join' ? 'Join an activity' : 'Leave an activity',
    auth: true,
    params: activityParams,
    responses: [json(200, 'The updated activity', activitySchema)],
    errors: [400, 401, 404],
  });

export const activityRoutes = {
  list: defineRoute({
    method: 'get',
    path: '/api/activities',
    tag: 'Activities',
    summary: 'List and search activities; X-Next-Cursor names the next page when there is one',
    auth: true,
    query: activityListQuerySchema,
    responses: [json(200, 'Activities', activities)],
    errors: [400, 401],
  }),
  created: defineRoute({
    method: 'get',
    path: '/api/activities/user/created',
    tag: 'Activities',
    summary: 'Activities the signed-in user organizes',
    auth: true,
    responses: [json(200, 'Activities', activities)],
    errors: [401],
  }),
  joined: defineRoute({
    method: 'get',
    path: '/api/activities/user/joined',
    tag: 'Activities',
    summary: 'Activities the signed-in user takes part in',
    auth: true,
    responses: [json(200, 'Activities', activities)],
    errors: [401],
  }),
  ofUser: defineRoute({
    method: 'get',
    path: '/api/activities/user/:userId/:kind',
    tag: 'Activities',
    summary: 'Another student’s joined or created activities',
    auth: true,
    params: z.object({
      userId: idParam(API_MESSAGES.userNotFound),
      kind: z.enum(['joined', 'created'], { error: API_MESSAGES.routeNotFound }),
    }),
    responses: [json(200, 'Activities', activities)],
    errors: [401, 404],
  }),
  detail: defineRoute({
    method: 'get',
    path: '/api/activities/:id',
    tag: 'Activities',
    summary: 'One activity',
    auth: true,
    params: activityParams,
    responses: [json(200, 'The activity', activitySchema)],
    errors: [401, 404],
  }),
  create: defineRoute({
    method: 'post',
    path: '/api/activities',
    tag: 'Activities',
    summary: 'Create an activity (JSON, or multipart with an image)',
    auth: true,
    body: createActivityRequestSchema,
    multipartFile: 'image',
    responses: [json(201, 'Created', activitySchema)],
    errors: [400, 401, 413],
  }),
  update: defineRoute({
    method: 'put',
    path: '/api/activities/:id',
    tag: 'Activities',
    summary: 'Edit an activity (organizer only)',
    auth: true,
    params: activityParams,
    body: updateActivityRequestSchema,
    multipartFile: 'image',
    responses: [json(200, 'The updated activity', activitySchema)],
    errors: [400, 401, 403, 404, 413],
  }),
  remove: defineRoute({
    method: 'delete',
    path: '/api/activities/:id',
    tag: 'Activities',
    summary: 'Delete an activity and its chat (organizer only)',
    auth: true,
    params: activityParams,
    responses: [json(200, 'Deleted', messageResponseSchema)],
    errors: [401, 403, 404],
  }),
  join: participation('post', 'join'),
  leave: participation('delete', 'leave'),
};
