import { join } from 'node:path';
import express, { Router } from 'express';
import { UPLOADS_PATH, type PictureStore } from '@/lib/pictures/picture-store';
import type { VerifySession } from '@/lib/session';
import { imageField, type ImageUpload } from '@/lib/uploads';
import {
  activitiesRoutes,
  type ActivitiesService,
  DEFAULT_IMAGES_PATH,
} from '@/modules/activities';
import { authRoutes, type AuthService, oidcRoutes } from '@/modules/auth';
import { calendarRoutes } from '@/modules/calendar';
import { friendsRoutes, type FriendsService } from '@/modules/friends';
import { type MessageDelivery, messagesRoutes, type MessagesService } from '@/modules/messages';
import {
  type NotificationEvents,
  notificationsRoutes,
  type NotificationsService,
} from '@/modules/notifications';
import { moderationRoutes, type ModerationService } from '@/modules/moderation';
import { peopleRoutes } from '@/modules/people';
import { picturesRoutes } from '@/modules/pictures';
import { sharingRoutes } from '@/modules/sharing';
import { pushRoutes, type PushService } from '@/modules/push';
import { recommendationsRoutes, type RecommendationsService } from '@/modules/recommendations';
import { seriesRoutes, type SeriesService } from '@/modules/series';
import { AVATARS_PATH, avatarRoutes, usersRoutes, type UsersService } from '@/modules/users';
import { healthRoutes } from './health.routes';
import { authenticate } from './middlewares/auth';
import { apiNotFound } from './middlewares/not-found';
import {
  linkRateLimit,
  loginRateLimit,
  perUserRateLimit,
  oidcRateLimit,
  resendRateLimit,
  resetLinkRateLimit,
  signupRateLimit,
  uploadRateLimit,
  type MessageLimit,
} from './middlewares/rate-limit';
import { openApiRoutes } from './openapi/openapi.routes';
import type { RateLimitStores } from '@/socket/adapter';

export interface Services {
  auth: AuthService;
  users: UsersService;
  activities: ActivitiesService;
  series: SeriesService;
  friends: FriendsService;
  recommendations: RecommendationsService;
  messages: MessagesService;
  moderation: ModerationService;
}

export interface ApiDeps {
  services: Services;
  /** Session verification (the auth module's), handed in so this layer does not import it. */
  verifySession: VerifySession;
  pictures: PictureStore;
  publicUrl: string | undefined;
  assetsDir: string;
  loginRateLimit: number;
  signupRateLimit: number;
  rateLimitStores?: RateLimitStores;
  /** Messages per student, counted with their sockets' (see messageRateLimit). */
  messageLimit: MessageLimit;
  /** Live delivery of messages posted over HTTP to the socket rooms. */
  delivery: MessageDelivery;
  /** The web app's address, for links that leave the app (calendar events). */
  appUrl: string;
  notifications: { service: NotificationsService; events: NotificationEvents };
  push: PushService;
}

/** Every /api route, by feature; unknown /api paths end in a JSON 404. */
export function apiRoutes(deps: ApiDeps): Router {
  const { services, verifySession, pictures, publicUrl, assetsDir } = deps;
  const rateLimitStores = deps.rateLimitStores ?? (() => undefined);
  const requireUser = authenticate(verifySession);
  // One count of stored pictures per student, whichever route took them.
  const uploadLimit = uploadRateLimit(rateLimitStores);
  const imageUpload: ImageUpload = (field) => [imageField(field), uploadLimit];
  const api = Router();
  api.use('/health', healthRoutes());
  api.use(openApiRoutes());
  api.use(
    DEFAULT_IMAGES_PATH.replace(/^\/api/, ''),
    express.static(join(assetsDir, 'activity-images'), { maxAge: '7d', index: false }),
  );
  api.use(AVATARS_PATH.replace(/^\/api/, ''), avatarRoutes());
  api.use(UPLOADS_PATH.replace(/^\/api/, ''), picturesRoutes(pictures));
  api.use(
    '/auth',
    authRoutes(
      services.auth,
      requireUser,
      {
        login: loginRateLimit(deps.loginRateLimit, rateLimitStores),
        signup: signupRateLimit(deps.signupRateLimit, rateLimitStores),
        resetLink: resetLinkRateLimit(rateLimitStores),
        link: linkRateLimit(rateLimitStores),
        resend: resendRateLimit(rateLimitStores),
      },
      publicUrl,
    ),
  );
  api.use(
    '/auth',
    oidcRoutes(
      services.auth.oidc,
      requireUser,
      oidcRateLimit(rateLimitStores),
      deps.appUrl,
      publicUrl,
    ),
  );
  // Before /users: the feed address is a signed-in route under /users/me, the feed needs no sign-in.
  api.use(calendarRoutes(services.activities, requireUser, deps.appUrl, publicUrl));
  // Also before /users (the settings are under /users/me); the unsubscribe link needs no sign-in.
  api.use(
    notificationsRoutes(
      deps.notifications.service,
      deps.notifications.events,
      requireUser,
      publicUrl,
    ),
  );
  api.use(
    '/users',
    requireUser,
    usersRoutes(services.users, publicUrl, rateLimitStores, imageUpload, deps.loginRateLimit),
  );
  // Sign-up's suggestions need no sign-in; the search does (its route asks for it).
  api.use('/people', peopleRoutes(requireUser, publicUrl, rateLimitStores));
  api.use('/friends', requireUser, friendsRoutes(services.friends, publicUrl, rateLimitStores));
  api.use(pushRoutes(deps.push, requireUser));
  // Before /activities: a shared activity's preview needs no sign-in.
  api.use(sharingRoutes(pictures, assetsDir, publicUrl));
  api.use(
    '/activities',
    requireUser,
    activitiesRoutes(services.activities, publicUrl, imageUpload),
  );
  // Its own prefix: the sign-in guard covers the series' paths only.
  api.use('/series', requireUser, seriesRoutes(services.series, publicUrl));
  api.use(
    '/messages',
    requireUser,
    messagesRoutes(services.messages, deps.delivery, publicUrl, deps.messageLimit.http),
  );
  api.use(
    '/recommendations',
    requireUser,
    recommendationsRoutes(services.recommendations, services.activities, publicUrl),
  );
  // Reports a student may make per hour: enough for real abuse, too few to flood the queue.
  const reportLimit = perUserRateLimit(20, 60 * 60 * 1000, rateLimitStores('reports'));
  api.use(moderationRoutes(services.moderation, requireUser, reportLimit));
  api.use(apiNotFound);
  return api;
}
