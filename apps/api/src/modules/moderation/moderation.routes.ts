import { moderationRoutes as routes } from '@peerconnect/contracts';
import type { RequestHandler, Router } from 'express';
import { declaredRouter, ok } from '@/http/declared-router';
import { currentUserId } from '@/http/middlewares/auth';
import type { ModerationService } from './moderation.service';

/** Reporting (any signed-in student, limited) and the moderators' queue, actions and audit log. */
export function moderationRoutes(
  moderation: ModerationService,
  requireUser: RequestHandler,
  reportLimit: RequestHandler,
): Router {
  const { router, on } = declaredRouter('/api');
  on(routes.report, requireUser, reportLimit, async (req) => {
    return { status: 201, body: await moderation.report(currentUserId(req), req.body) };
  });
  on(routes.reports, requireUser, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    return ok(await moderation.list(currentUserId(req), req.validQuery.status));
  });
  on(routes.act, requireUser, async (req) => {
    return ok(await moderation.act(currentUserId(req), req.params.id, req.body));
  });
  on(routes.audit, requireUser, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    return ok(await moderation.audit(currentUserId(req)));
  });
  return router;
}
