import { z } from 'zod';
import { API_MESSAGES } from '../common/messages';
import { idParam } from '../common/object-id.schema';
import { messageResponseSchema } from '../common/responses.schema';
import { defineRoute, file, json, type Endpoint } from '../common/route';
import { activityEndpoints } from './activity.endpoints';
import { ACTIVITY_MESSAGES } from './activity.messages';
import {
  activitySchema,
  activityListQuerySchema,
  cancelActivityRequestSchema,
  createActivityRequestSchema,
  invitableFriendsSchema,
  inviteFriendsRequestSchema,
  inviteFriendsResponseSchema,
  ownActivitiesQuerySchema,
  updateActivityRequestSchema,
} from './activity.schema';

const activities = z.array(activitySchema);
const activityParams = z.object({ id: idParam(ACTIVITY_MESSAGES.notFound) });
const studentParams = activityParams.extend({ userId: idParam(API_MESSAGES.userNotFound) });

/** One activity, changed by the signed-in student: join (or wait for a place) or leave. */
const participation = <E extends Endpoint>(at: E, action: 'join' | 'leave') =>
  defineRoute(at, {
    tag: 'Activities',
    summary:
      action === 'join'
        ? 'Join an activity, or its waitlist when it is full (`viewer` says which)'
        : 'Leave an activity or its waitlist; the first waiting student takes the place',
    auth: true,
    params: activityParams,
    responses: [json(200, 'The updated activity', activitySchema)],
    // A student the organizer removed may not join again until allowed.
    errors: action === 'join' ? [400, 401, 403, 404] : [400, 401, 404],
  });

export const activityRoutes = {
  list: defineRoute(activityEndpoints.list, {
    tag: 'Activities',
    summary: 'List and search activities; X-Next-Cursor names the next page when there is one',
    auth: true,
    query: activityListQuerySchema,
    responses: [json(200, 'Activities', activities)],
    errors: [400, 401],
  }),
  created: defineRoute(activityEndpoints.created, {
    tag: 'Activities',
    summary:
      'Activities the signed-in user organizes: upcoming soonest first, or past latest first',
    auth: true,
    query: ownActivitiesQuerySchema,
    responses: [json(200, 'Activities', activities)],
    errors: [401],
  }),
  joined: defineRoute(activityEndpoints.joined, {
    tag: 'Activities',
    summary:
      'Activities the signed-in user takes part in: upcoming soonest first, or past latest first',
    auth: true,
    query: ownActivitiesQuerySchema,
    responses: [json(200, 'Activities', activities)],
    errors: [401],
  }),
  ofUser: defineRoute(activityEndpoints.ofUser, {
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
  detail: defineRoute(activityEndpoints.detail, {
    tag: 'Activities',
    summary: 'One activity',
    auth: true,
    params: activityParams,
    responses: [json(200, 'The activity', activitySchema)],
    errors: [401, 404],
  }),
  create: defineRoute(activityEndpoints.create, {
    tag: 'Activities',
    summary: 'Create an activity (JSON, or multipart with an image)',
    auth: true,
    body: createActivityRequestSchema,
    multipartFile: 'image',
    responses: [json(201, 'Created', activitySchema)],
    errors: [400, 401, 413, 429],
  }),
  update: defineRoute(activityEndpoints.update, {
    tag: 'Activities',
    summary: 'Edit an activity (organizer only)',
    auth: true,
    params: activityParams,
    body: updateActivityRequestSchema,
    multipartFile: 'image',
    responses: [json(200, 'The updated activity', activitySchema)],
    errors: [400, 401, 403, 404, 413, 429],
  }),
  remove: defineRoute(activityEndpoints.remove, {
    tag: 'Activities',
    summary: 'Delete an activity and its chat (organizer only)',
    auth: true,
    params: activityParams,
    responses: [json(200, 'Deleted', messageResponseSchema)],
    errors: [401, 403, 404],
  }),
  join: participation(activityEndpoints.join, 'join'),
  leave: participation(activityEndpoints.leave, 'leave'),
  removeParticipant: defineRoute(activityEndpoints.removeParticipant, {
    tag: 'Activities',
    summary:
      'Remove a participant or waiting student (organizer only); they are told and cannot join again until allowed',
    auth: true,
    params: studentParams,
    responses: [json(200, 'The updated activity', activitySchema)],
    errors: [400, 401, 403, 404],
  }),
  allowAgain: defineRoute(activityEndpoints.allowAgain, {
    tag: 'Activities',
    summary: 'Let a removed student join again (organizer only)',
    auth: true,
    params: studentParams,
    responses: [json(200, 'The updated activity', activitySchema)],
    errors: [400, 401, 403, 404],
  }),
  cancel: defineRoute(activityEndpoints.cancel, {
    tag: 'Activities',
    summary:
      'Cancel an activity (organizer only): it stays visible, nobody can join, its chat is read-only, participants are told',
    auth: true,
    params: activityParams,
    body: cancelActivityRequestSchema,
    responses: [json(200, 'The cancelled activity', activitySchema)],
    errors: [400, 401, 403, 404],
  }),
  invitable: defineRoute(activityEndpoints.invitable, {
    tag: 'Activities',
    summary:
      'The signed-in student’s friends to invite (never across a block), each with whether invited or going',
    auth: true,
    params: activityParams,
    responses: [json(200, 'Friends', invitableFriendsSchema)],
    errors: [401, 404],
  }),
  invite: defineRoute(activityEndpoints.invite, {
    tag: 'Activities',
    summary:
      'Invite friends: each is notified once per activity (activity-invite); who is going, already invited or blocked is skipped',
    auth: true,
    params: activityParams,
    body: inviteFriendsRequestSchema,
    responses: [
      json(200, 'Who was invited now, and the friends after', inviteFriendsResponseSchema),
    ],
    errors: [400, 401, 404],
  }),
  calendarEvent: defineRoute(activityEndpoints.calendarEvent, {
    tag: 'Activities',
    summary: 'The activity as an iCalendar event, to add to a calendar',
    auth: true,
    params: activityParams,
    responses: [file('The event (text/calendar)', 'text/calendar')],
    errors: [401, 404],
  }),
};
