import { activityRoutes, calendarRoutes as routes } from '@peerconnect/contracts';
import type { Request, RequestHandler, Router } from 'express';
import { baseUrlOf } from '@/http/base-url';
import { declaredRouter, ok, SENT } from '@/http/declared-router';
import { currentUserId } from '@/http/middlewares/auth';
import type { ActivitiesService } from '@/modules/activities';
import { calendarFeeds } from './calendar-feed';
import { calendarOf, sendCalendar } from './ical';

/**
 * The feed address the settings show, the feed itself (read by calendar apps, no sign-in), and one
 * activity's event to download.
 */
export function calendarRoutes(
  activities: Pick<ActivitiesService, 'detail'>,
  requireUser: RequestHandler,
  appUrl: string,
  publicUrl: string | undefined,
): Router {
  const { router, on } = declaredRouter('/api');
  const feedUrl = (req: Request, token: string) => ({
    url: `${baseUrlOf(req, publicUrl)}/api/calendar/${token}.ics`,
  });
  on(routes.feedLink, requireUser, async (req, res) => {
    const token = await calendarFeeds.tokenOf(currentUserId(req));
    res.set('Cache-Control', 'no-store');
    return ok(feedUrl(req, token));
  });
  on(routes.resetFeedLink, requireUser, async (req) => {
    return ok(feedUrl(req, await calendarFeeds.resetToken(currentUserId(req))));
  });
  on(routes.feed, async (req, res) => {
    const { username, activities } = await calendarFeeds.feed(req.params.token);
    sendCalendar(res, await calendarOf(activities, appUrl, `PeerConnect · ${username}`));
    return SENT;
  });
  on(activityRoutes.calendarEvent, requireUser, async (req, res) => {
    const activity = await activities.detail(req.params.id);
    sendCalendar(res, await calendarOf([activity], appUrl), `${activity.title}.ics`);
    return SENT;
  });
  return router;
}
