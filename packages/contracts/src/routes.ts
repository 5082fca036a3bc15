import { activityRoutes } from './activity/activity.routes';
import { calendarRoutes } from './calendar/calendar.routes';
import { operationRoutes } from './common/operation.routes';
import type { Endpoint, Route } from './common/route';
import { recommendationRoutes } from './dashboard/recommendation.routes';
import { friendRoutes } from './friend/friend.routes';
import { messageRoutes } from './message/message.routes';
import { notificationRoutes } from './notification/notification.routes';
import { authRoutes } from './user/auth.routes';
import { userRoutes } from './user/user.routes';

/** Every HTTP route of the API, by feature, each declared once. */
export const API_ROUTES = {
  operations: operationRoutes,
  auth: authRoutes,
  users: userRoutes,
  activities: activityRoutes,
  friends: friendRoutes,
  messages: messageRoutes,
  recommendations: recommendationRoutes,
  calendar: calendarRoutes,
  notifications: notificationRoutes,
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
