import { activityRoutes } from './activity/activity.routes';
import { calendarRoutes } from './calendar/calendar.routes';
import { operationRoutes } from './common/operation.routes';
import type { Route } from './common/route';
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
