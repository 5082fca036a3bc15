import { activityRoutes } from './activities/activity.routes';
import { calendarRoutes } from './calendar/calendar.routes';
import { operationRoutes } from './common/operation.routes';
import type { Endpoint, Route } from './common/route';
import { seriesRoutes } from './series/series.routes';
import { recommendationRoutes } from './recommendations/recommendation.routes';
import { friendRoutes } from './friends/friend.routes';
import { messageRoutes } from './messages/message.routes';
import { moderationRoutes } from './moderation/moderation.routes';
import { notificationRoutes } from './notifications/notification.routes';
import { authRoutes } from './auth/auth.routes';
import { oidcRoutes } from './auth/oidc.routes';
import { shareRoutes } from './sharing/share.routes';
import { pushRoutes } from './push/push.routes';
import { userRoutes } from './users/user.routes';
import { peopleRoutes } from './people/people.routes';

/** Every HTTP route of the API, by feature, each declared once. */
export const API_ROUTES = {
  operations: operationRoutes,
  auth: authRoutes,
  oidc: oidcRoutes,
  users: userRoutes,
  activities: activityRoutes,
  series: seriesRoutes,
  friends: friendRoutes,
  messages: messageRoutes,
  recommendations: recommendationRoutes,
  calendar: calendarRoutes,
  notifications: notificationRoutes,
  moderation: moderationRoutes,
  people: peopleRoutes,
  sharing: shareRoutes,
  push: pushRoutes,
} satisfies Record<string, Record<string, Route>>;

export const allRoutes = (): Route[] => Object.values(API_ROUTES).flatMap(Object.values);

type ApiRoute = {
  [
    Feature in keyof typeof API_ROUTES
  ]: (typeof API_ROUTES)[Feature][keyof (typeof API_ROUTES)[Feature]];
}[keyof typeof API_ROUTES];

/** The route declared at an endpoint (or the route itself): what a client sends and gets back. */
export type RouteAt<E extends Endpoint> = E extends Route
  ? E
  : Extract<ApiRoute, Pick<E, 'method' | 'path'>>;
