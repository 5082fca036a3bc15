import { z } from 'zod';
import { idParam } from '../common/object-id.schema';
import { defineRoute, json } from '../common/route';
import { moderationEndpoints } from './moderation.endpoints';
import {
  auditEntrySchema,
  createReportRequestSchema,
  createReportResponseSchema,
  MODERATION_MESSAGES as M,
  moderationActionRequestSchema,
  reportListQuerySchema,
  reportSchema,
} from './moderation.schema';

export const moderationRoutes = {
  report: defineRoute(moderationEndpoints.report, {
    tag: 'Moderation',
    summary:
      'Report a student, a message or an activity to the moderators (once per target while open; the reported student is never told who)',
    auth: true,
    body: createReportRequestSchema,
    responses: [json(201, 'Reported', createReportResponseSchema)],
    errors: [400, 401, 404, 409, 429],
  }),
  reports: defineRoute(moderationEndpoints.reports, {
    tag: 'Moderation',
    summary: 'Reports with the content as it was when reported, oldest first (moderators only)',
    auth: true,
    query: reportListQuerySchema,
    responses: [json(200, 'Reports', z.array(reportSchema))],
    errors: [400, 401, 403],
  }),
  act: defineRoute(moderationEndpoints.act, {
    tag: 'Moderation',
    summary:
      'Decide a report: dismiss, hide the content, suspend its author for some days or ban them (moderators only)',
    auth: true,
    params: z.object({ id: idParam(M.reportNotFound) }),
    body: moderationActionRequestSchema,
    responses: [json(200, 'The report, decided', reportSchema)],
    errors: [400, 401, 403, 404, 409],
  }),
  audit: defineRoute(moderationEndpoints.audit, {
    tag: 'Moderation',
    summary: 'Every moderation action, newest first (moderators only)',
    auth: true,
    responses: [json(200, 'The audit log', z.array(auditEntrySchema))],
    errors: [401, 403],
  }),
};
