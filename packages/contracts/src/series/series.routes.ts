import { z } from 'zod';
import { idParam } from '../common/object-id.schema';
import { defineRoute, json } from '../common/route';
import { ACTIVITY_MESSAGES } from '../activities/activity.messages';
import { seriesEndpoints } from './series.endpoints';
import { SERIES_MESSAGES } from './series.messages';
import {
  cancelSeriesRequestSchema,
  createSeriesRequestSchema,
  seriesSchema,
  updateSeriesRequestSchema,
} from './series.schema';

const seriesParams = z.object({ id: idParam(SERIES_MESSAGES.notFound) });

export const seriesRoutes = {
  create: defineRoute(seriesEndpoints.create, {
    tag: 'Series',
    summary:
      'Create a weekly series: one activity per date (at most 26), each joined, waited for and chatted in on its own',
    auth: true,
    body: createSeriesRequestSchema,
    responses: [json(201, 'The series and its dates', seriesSchema)],
    errors: [400, 401],
  }),
  detail: defineRoute(seriesEndpoints.detail, {
    tag: 'Series',
    summary: 'A series and its dates, soonest first, each with where the signed-in student stands',
    auth: true,
    params: seriesParams,
    responses: [json(200, 'The series', seriesSchema)],
    errors: [401, 404],
  }),
  update: defineRoute(seriesEndpoints.update, {
    tag: 'Series',
    summary:
      'Edit one date, or it and every following date (a new start moves each by as much) (organizer only)',
    auth: true,
    params: seriesParams.extend({ activityId: idParam(ACTIVITY_MESSAGES.notFound) }),
    body: updateSeriesRequestSchema,
    responses: [json(200, 'The series', seriesSchema)],
    errors: [400, 401, 403, 404],
  }),
  cancel: defineRoute(seriesEndpoints.cancel, {
    tag: 'Series',
    summary:
      'Cancel one date, it and the following ones, or the whole series (organizer only); each student who joined or waited is told once',
    auth: true,
    params: seriesParams,
    body: cancelSeriesRequestSchema,
    responses: [json(200, 'The series', seriesSchema)],
    errors: [400, 401, 403, 404],
  }),
  joinAll: defineRoute(seriesEndpoints.joinAll, {
    tag: 'Series',
    summary:
      'Join every upcoming date of a series in one action (the waitlist of a full one); the organizer is told once',
    auth: true,
    params: seriesParams,
    responses: [json(200, 'The series', seriesSchema)],
    errors: [400, 401, 404],
  }),
};
