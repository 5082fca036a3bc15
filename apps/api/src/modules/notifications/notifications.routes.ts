import { NOTIFICATION_MESSAGES as M, notificationRoutes as routes } from '@peerconnect/contracts';
import type { Request, RequestHandler, Router } from 'express';
import { baseUrlOf } from '@/http/base-url';
import { declaredRouter, ok, SENT } from '@/http/declared-router';
import { currentUserId } from '@/http/middlewares/auth';
import type { NotificationEvents } from './notification-events';
import type { NotificationsService } from './notifications.service';
import { unsubscribedPage, unsubscribeQuestionPage } from './unsubscribe-page';

/**
 * The list, reading, the settings (under /users/me, so mounted before the users' routes) and the
 * mails' unsubscribe link, which needs no sign-in: its signed token is the key.
 */
export function notificationsRoutes(
  notifications: NotificationsService,
  events: Pick<NotificationEvents, 'updateSettings'>,
  requireUser: RequestHandler,
  publicUrl: string | undefined,
): Router {
  const { router, on } = declaredRouter('/api');
  const base = (req: Request) => baseUrlOf(req, publicUrl);

  on(routes.list, requireUser, async (req) => {
    return ok(await notifications.list(currentUserId(req), req.validQuery, base(req)));
  });
  on(routes.readAll, requireUser, async (req) => {
    return ok(await notifications.markAllRead(currentUserId(req)));
  });
  on(routes.read, requireUser, async (req) => {
    return ok(await notifications.markRead(currentUserId(req), req.params.id, base(req)));
  });
  on(routes.getSettings, requireUser, async (req) => {
    return ok(await notifications.settings(currentUserId(req)));
  });
  on(routes.updateSettings, requireUser, async (req) => {
    return ok(await events.updateSettings(currentUserId(req), req.body));
  });
  on(routes.unsubscribeLink, async (req, res) => {
    const { token, type } = req.validQuery;
    await notifications.checkUnsubscribe(token, type);
    res.set('Cache-Control', 'no-store').type('html').send(unsubscribeQuestionPage(type, token));
    return SENT;
  });
  // RFC 8058's one-click POST gets JSON; the page's button (a browser's form) gets a page.
  on(routes.unsubscribe, async (req, res) => {
    await notifications.unsubscribe(req.validQuery.token, req.validQuery.type);
    if (req.accepts(['json', 'html']) !== 'html') return ok({ message: M.unsubscribed });
    res.type('html').send(unsubscribedPage());
    return SENT;
  });
  return router;
}
