import express, { type Express } from 'express';
import type { Config } from './config/env';
import { bodyGuard } from './http/middlewares/body-guard';
import { compressWhenAccepted } from './http/middlewares/compress';
import { CHECK_ANSWERS } from './http/declared-router';
import { createMetrics } from './http/metrics';
import { errorHandler } from './http/middlewares/error-handler';
import { messageRateLimit } from './http/middlewares/rate-limit';
import { requestLogger } from './http/middlewares/request-logger';
import { corsPolicy, securityHeaders } from './http/middlewares/security';
import { apiRoutes } from './http/routes';
import { webApp } from './http/web-app';
import type { Logger } from './lib/logger';
import type { PasswordHasher } from './lib/password';
import { createJobQueue, type JobQueue } from './lib/job-queue';
import { LocalPresence, type Presence } from './lib/presence';
import { pictureStoreFor, type PictureStore } from './lib/pictures/picture-store';
import { createAuthService, createTokens, sessionVerifier } from '@/modules/auth';
import { createActivitiesService, removedNotice } from '@/modules/activities';
import {
  createFriendsService,
  relationshipBetween,
  severAllTiesOf,
  severTies,
} from '@/modules/friends';
import { createMailer, type Mailer } from '@/modules/mail';
import {
  createChat,
  createModeratedMessages,
  forgetChatStateOf,
  messagesSentBy,
} from '@/modules/messages';
import { createModerationService } from '@/modules/moderation';
import {
  createNotificationEvents,
  createNotificationsService,
  createReminders,
  forgetNotificationsOf,
  settingsOfOne,
} from '@/modules/notifications';
import { createPushService } from '@/modules/push';
import { createRecommendationsService } from '@/modules/recommendations';
import { createSeriesService } from '@/modules/series';
import { sharedPageHead } from '@/modules/sharing';
import { baseUrlOf } from './http/base-url';
import { createUsersService } from '@/modules/users';
import { attachChatSocket } from './socket';
import type { RateLimitStores } from './socket/adapter';
import { createLiveSessions } from './socket/live-sessions';
import { createSocketServer, type ChatServer } from './socket/socket-server';

export interface AppDeps {
  config: Config;
  logger: Logger;
  hasher: PasswordHasher;
  /** Who is online; index.ts shares its instance with the socket layer. */
  presence?: Presence;
  /** The socket.io server index.ts attaches to its HTTP server; without one, a detached server (no clients). */
  io?: ChatServer;
  /** Where rate-limit counters live: Redis with several instances, else this process. */
  rateLimitStores?: RateLimitStores;
  /** Mail out; without one, made from the config (the caller starts its queue once connected). */
  mailer?: Mailer;
  /** Where pictures are kept; by default the store the configuration names. */
  pictures?: PictureStore;
  /** The durable job queue (reminders, edit windows, pushes); the caller starts it once the database is connected. */
  jobs?: JobQueue;
}

/** The Express app without a listening server, so tests can build it. */
export function createApp({
  config,
  logger,
  hasher,
  presence = new LocalPresence(),
  io = createSocketServer(config.corsOrigins),
  rateLimitStores,
  mailer = createMailer(config.mail, logger),
  pictures = pictureStoreFor(config),
  jobs = createJobQueue(logger),
}: AppDeps): Express {
  const reminders = createReminders(jobs, logger, {
    changeWindowMs: config.activityChangesWindowMs,
  });
  const tokens = createTokens(config.jwtSecret, config.jwtExpiresIn);
  const verifySession = sessionVerifier(tokens);
  const sessions = createLiveSessions(io);
  const push = createPushService(config.push, jobs, logger);
  const notifications = createNotificationsService({
    io,
    mailer,
    push: push.push,
    secret: config.jwtSecret,
    apiUrl: config.publicUrl ?? config.mail.appUrl,
  });
  const events = createNotificationEvents({ notifications, reminders, presence, mailer, logger });
  reminders.onDue(events.remind);
  reminders.onChangesDue(events.changesDue);
  const chat = createChat(io, events.directMessage);
  const activities = createActivitiesService(
    chat.activityHooks,
    {
      created: events.activityCreated,
      joined: events.joined,
      left: events.left,
      promoted: events.promoted,
      removed: removedNotice(mailer),
      updated: events.updated,
      cancelled: events.cancelled,
      deleted: events.deleted,
      seriesJoined: events.seriesJoined,
      seriesUpdated: events.seriesUpdated,
      seriesCancelled: events.seriesCancelled,
      invited: events.invited,
    },
    pictures,
  );
  const auth = createAuthService({
    hasher,
    oidcProviders: config.oidc,
    appUrl: config.mail.appUrl,
    tokens,
    sessions,
    mailer,
    moderatorEmails: config.moderatorEmails,
  });
  const services = {
    auth,
    users: createUsersService({
      hasher,
      tokens,
      sessions,
      verification: auth.verification,
      securityMails: auth.securityMails,
      deletion: {
        mailer,
        activities,
        forget: {
          friends: severAllTiesOf,
          messages: forgetChatStateOf,
          notifications: forgetNotificationsOf,
          push: push.forget,
        },
      },
      exportSources: {
        activitiesOf: activities.activitiesOf,
        messagesSentBy,
        notificationSettingsOf: settingsOfOne,
      },
      friends: { relationshipBetween, severTies },
      pictures,
    }),
    friends: createFriendsService({
      requested: events.friendRequested,
      accepted: events.friendAccepted,
    }),
    activities,
    series: createSeriesService(activities),
    recommendations: createRecommendationsService({ activities, presence }),
    messages: chat.messages,
    moderation: createModerationService({
      messages: createModeratedMessages(chat.delivery),
      sessions,
      decided: events.reportDecided,
    }),
  };
  // One count per student for messages over HTTP and over every socket of theirs.
  const messageLimit = messageRateLimit(
    config.messageRateLimit,
    rateLimitStores ?? (() => undefined),
  );
  attachChatSocket(io, {
    verifySession,
    presence,
    messageLimit,
    messages: chat.messages,
    delivery: chat.delivery,
    logger,
  });

  const app = express();
  app.disable('x-powered-by');
  if (config.trustProxy !== undefined) app.set('trust proxy', config.trustProxy);
  // Outside production each JSON answer is parsed against its route's schema before it is sent.
  if (config.env !== 'production') app.enable(CHECK_ANSWERS);
  const metrics = config.metricsToken
    ? createMetrics(config.metricsToken, {
        openSockets: () => io.engine?.clientsCount ?? 0,
        mailQueueDepth: mailer.queue.waiting,
      })
    : undefined;
  if (metrics) app.use(metrics.timing);
  app.use(requestLogger(logger));
  const web = webApp(config.webDistDir, (req) =>
    sharedPageHead(req.path, baseUrlOf(req, config.publicUrl), config.mail.appUrl),
  );
  app.use(securityHeaders(config.corsOrigins, config.publicUrl, web?.inlineScriptSources));
  app.use(corsPolicy(config.corsOrigins));
  app.use(compressWhenAccepted());
  app.use(express.json({ limit: '100kb' }));
  app.use(bodyGuard);
  const { publicUrl, assetsDir, loginRateLimit, signupRateLimit } = config;
  const { delivery } = chat;
  if (metrics) app.use('/api', metrics.routes());
  app.use(
    '/api',
    apiRoutes({
      services,
      verifySession,
      pictures,
      publicUrl,
      assetsDir,
      loginRateLimit,
      signupRateLimit,
      rateLimitStores,
      messageLimit,
      delivery,
      appUrl: config.mail.appUrl,
      notifications: { service: notifications, events },
      push,
    }),
  );
  if (web) app.use(web.routes);
  app.use(errorHandler);
  return app;
}
