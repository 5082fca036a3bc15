/**
 * The access-control table of docs/security.md, one row per route: for each, the people who must
 * be refused are refused with the row's status and message, and the database is left as it was.
 */
import {
  ACCOUNT_MESSAGES,
  ACTIVITY_MESSAGES as A,
  allRoutes,
  API_MESSAGES,
  BLOCK_MESSAGES,
  CHAT_MESSAGES as C,
  FRIEND_MESSAGES as F,
  PROFILE_MESSAGES as P,
  NOTIFICATION_MESSAGES as N,
  MODERATION_MESSAGES as MOD,
} from '@peerconnect/contracts';
import { newClientId } from '@/test/student-fixtures';
import { call, databaseState, worldPerFile, type Method, type World } from './security.fixtures';

type Who = 'nobody' | keyof Pick<World, 'ada' | 'bob' | 'cy' | 'eve'>;
interface Refusal {
  who: Who;
  status: number;
  message: string;
}
interface Row {
  route: string;
  path: (w: World) => string;
  body?: (w: World) => unknown;
  refused: Refusal[];
}

const NOBODY: Refusal = { who: 'nobody', status: 401, message: API_MESSAGES.noToken };
const signedInOnly = (route: string, path: (w: World) => string, body?: (w: World) => unknown) =>
  ({ route, path, body, refused: [NOBODY] }) satisfies Row;

const ROWS: Row[] = [
  signedInOnly('GET /api/auth/me', () => '/api/auth/me'),
  signedInOnly('POST /api/auth/logout-all', () => '/api/auth/logout-all'),
  signedInOnly('POST /api/auth/oidc/:provider/link', () => '/api/auth/oidc/google/link'),
  signedInOnly('GET /api/auth/linked-accounts', () => '/api/auth/linked-accounts'),
  signedInOnly(
    'DELETE /api/auth/linked-accounts/:provider',
    () => '/api/auth/linked-accounts/google',
  ),
  signedInOnly(
    'PUT /api/auth/password',
    () => '/api/auth/password',
    () => ({ password: 'taken-over-now' }),
  ),
  signedInOnly('POST /api/auth/verify-email/resend', () => '/api/auth/verify-email/resend'),
  signedInOnly(
    'GET /api/users/find-by-email',
    (w) => `/api/users/find-by-email?email=${w.ada.email}`,
  ),
  signedInOnly(
    'PUT /api/users/profile',
    () => '/api/users/profile',
    () => ({ username: 'intruder' }),
  ),
  {
    route: 'PUT /api/users/password',
    path: () => '/api/users/password',
    body: () => ({ currentPassword: 'not-my-password', newPassword: 'taken-over-now' }),
    refused: [NOBODY, { who: 'eve', status: 400, message: P.currentPasswordWrong }],
  },
  signedInOnly(
    'PUT /api/users/me/time-zone',
    () => '/api/users/me/time-zone',
    () => ({ timeZone: 'Europe/Berlin' }),
  ),
  signedInOnly('POST /api/users/profile/picture', () => '/api/users/profile/picture'),
  signedInOnly('POST /api/users/random-avatar', () => '/api/users/random-avatar'),
  signedInOnly('GET /api/users/blocked', () => '/api/users/blocked'),
  signedInOnly('GET /api/users/me/export', () => '/api/users/me/export'),
  signedInOnly(
    'POST /api/push/subscriptions',
    () => '/api/push/subscriptions',
    () => ({
      endpoint: 'https://fcm.googleapis.com/fcm/send/intruder',
      keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
    }),
  ),
  signedInOnly(
    'DELETE /api/push/subscriptions',
    () => '/api/push/subscriptions',
    () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/intruder' }),
  ),
  signedInOnly('GET /api/users/me/calendar-feed', () => '/api/users/me/calendar-feed'),
  signedInOnly('POST /api/users/me/calendar-feed/reset', () => '/api/users/me/calendar-feed/reset'),
  {
    route: 'DELETE /api/users/me',
    path: () => '/api/users/me',
    body: () => ({ password: 'not-my-password' }),
    refused: [NOBODY, { who: 'eve', status: 400, message: ACCOUNT_MESSAGES.passwordWrong }],
  },
  {
    route: 'POST /api/users/:id/block',
    path: (w) => `/api/users/${w.eve.user._id}/block`,
    refused: [NOBODY, { who: 'eve', status: 400, message: BLOCK_MESSAGES.cannotBlockSelf }],
  },
  signedInOnly('DELETE /api/users/:id/block', (w) => `/api/users/${w.ada.user._id}/block`),
  signedInOnly('GET /api/users/:id', (w) => `/api/users/${w.ada.user._id}`),
  signedInOnly('GET /api/friends', () => '/api/friends'),
  signedInOnly('GET /api/friends/requests', () => '/api/friends/requests'),
  signedInOnly(
    'POST /api/friends/request',
    () => '/api/friends/request',
    (w) => ({ userId: w.ada.user._id }),
  ),
  signedInOnly(
    'POST /api/friends/request-by-id',
    () => '/api/friends/request-by-id',
    (w) => ({ userId: w.ada.user._id }),
  ),
  signedInOnly(
    'POST /api/friends/request/:userId',
    (w) => `/api/friends/request/${w.ada.user._id}`,
  ),
  ...(['accept', 'reject'] as const).map((action) => ({
    route: `PUT /api/friends/${action}/:requestId`,
    path: (w: World) => `/api/friends/${action}/${w.requestId}`,
    refused: [
      NOBODY,
      { who: 'eve', status: 403, message: F.notYourRequest },
      { who: 'bob', status: 403, message: F.notYourRequest },
    ] satisfies Refusal[],
  })),
  {
    route: 'DELETE /api/friends/:userId',
    path: (w) => `/api/friends/${w.ada.user._id}`,
    refused: [NOBODY, { who: 'eve', status: 404, message: F.notFriends }],
  },
  signedInOnly('GET /api/activities', () => '/api/activities'),
  signedInOnly('GET /api/activities/user/created', () => '/api/activities/user/created'),
  signedInOnly('GET /api/activities/user/joined', () => '/api/activities/user/joined'),
  signedInOnly(
    'GET /api/activities/user/:userId/:kind',
    (w) => `/api/activities/user/${w.ada.user._id}/joined`,
  ),
  signedInOnly('GET /api/activities/:id', (w) => `/api/activities/${w.activityId}`),
  signedInOnly(
    'POST /api/activities',
    () => '/api/activities',
    () => ({ title: 'x' }),
  ),
  {
    route: 'PUT /api/activities/:id',
    path: (w) => `/api/activities/${w.activityId}`,
    body: () => ({ title: 'Hijacked' }),
    refused: [
      NOBODY,
      { who: 'bob', status: 403, message: A.organizerOnly },
      { who: 'eve', status: 403, message: A.organizerOnly },
    ],
  },
  {
    route: 'DELETE /api/activities/:id',
    path: (w) => `/api/activities/${w.activityId}`,
    refused: [
      NOBODY,
      { who: 'bob', status: 403, message: A.organizerOnly },
      { who: 'eve', status: 403, message: A.organizerOnly },
    ],
  },
  {
    route: 'POST /api/activities/:id/join',
    path: (w) => `/api/activities/${w.activityId}/join`,
    refused: [
      NOBODY,
      { who: 'ada', status: 400, message: A.organizerCannotJoinOrLeave },
      { who: 'bob', status: 400, message: A.alreadyParticipant },
    ],
  },
  {
    route: 'DELETE /api/activities/:id/leave',
    path: (w) => `/api/activities/${w.activityId}/leave`,
    refused: [
      NOBODY,
      { who: 'ada', status: 400, message: A.organizerCannotJoinOrLeave },
      { who: 'eve', status: 400, message: A.notParticipant },
    ],
  },
  {
    route: 'DELETE /api/activities/:id/participants/:userId',
    path: (w) => `/api/activities/${w.activityId}/participants/${w.bob.user._id}`,
    refused: [
      NOBODY,
      { who: 'bob', status: 403, message: A.organizerOnly },
      { who: 'eve', status: 403, message: A.organizerOnly },
    ],
  },
  {
    route: 'DELETE /api/activities/:id/removed/:userId',
    path: (w) => `/api/activities/${w.activityId}/removed/${w.bob.user._id}`,
    refused: [
      NOBODY,
      { who: 'bob', status: 403, message: A.organizerOnly },
      { who: 'ada', status: 400, message: A.notRemoved },
    ],
  },
  {
    route: 'POST /api/activities/:id/cancel',
    path: (w) => `/api/activities/${w.activityId}/cancel`,
    body: () => ({}),
    refused: [
      NOBODY,
      { who: 'bob', status: 403, message: A.organizerOnly },
      { who: 'eve', status: 403, message: A.organizerOnly },
    ],
  },
  signedInOnly(
    'GET /api/activities/:id/calendar.ics',
    (w) => `/api/activities/${w.activityId}/calendar.ics`,
  ),
  // Who else may act on a series (organizer only, 403) is in modules/series/series.test.ts.
  signedInOnly(
    'POST /api/series',
    () => '/api/series',
    () => ({ activity: { title: 'x' } }),
  ),
  signedInOnly('GET /api/series/:id', (w) => `/api/series/${w.activityId}`),
  signedInOnly(
    'PUT /api/series/:id/activities/:activityId',
    (w) => `/api/series/${w.activityId}/activities/${w.activityId}`,
    () => ({ scope: 'this', changes: { title: 'Hijacked' } }),
  ),
  signedInOnly(
    'POST /api/series/:id/cancel',
    (w) => `/api/series/${w.activityId}/cancel`,
    () => ({ scope: 'all' }),
  ),
  signedInOnly('POST /api/series/:id/join', (w) => `/api/series/${w.activityId}/join`),
  signedInOnly('GET /api/activities/:id/invites', (w) => `/api/activities/${w.activityId}/invites`),
  {
    route: 'POST /api/activities/:id/invites',
    path: (w) => `/api/activities/${w.activityId}/invites`,
    body: (w) => ({ userIds: [w.bob.user._id] }),
    // Only one's friends may be invited: Eve is not Bob's friend.
    refused: [NOBODY, { who: 'eve', status: 400, message: A.inviteFriendsOnly }],
  },
  signedInOnly('GET /api/people', () => '/api/people?q=student'),
  signedInOnly(
    'PUT /api/users/me/privacy',
    () => '/api/users/me/privacy',
    () => ({ searchable: false }),
  ),
  signedInOnly('GET /api/recommendations', () => '/api/recommendations'),
  signedInOnly('GET /api/recommendations/friends', () => '/api/recommendations/friends'),
  signedInOnly('GET /api/recommendations/insights', () => '/api/recommendations/insights'),
  signedInOnly(
    'GET /api/recommendations/similar/:id',
    (w) => `/api/recommendations/similar/${w.activityId}`,
  ),
  signedInOnly('GET /api/messages/conversations', () => '/api/messages/conversations'),
  {
    route: 'GET /api/messages/activity/:activityId',
    path: (w) => `/api/messages/activity/${w.activityId}`,
    refused: [NOBODY, { who: 'eve', status: 403, message: C.participantsOnly }],
  },
  {
    route: 'POST /api/messages/activity',
    path: () => '/api/messages/activity',
    body: (w) => ({ activityId: w.activityId, content: 'Let me in', clientId: newClientId() }),
    refused: [NOBODY, { who: 'eve', status: 403, message: C.participantsOnly }],
  },
  {
    route: 'GET /api/messages/:userId',
    path: (w) => `/api/messages/${w.ada.user._id}`,
    refused: [NOBODY, { who: 'eve', status: 403, message: C.notAllowed }],
  },
  {
    route: 'POST /api/messages',
    path: () => '/api/messages',
    body: (w) => ({
      receiverId: w.ada.user._id,
      content: 'Hello stranger',
      clientId: newClientId(),
    }),
    refused: [NOBODY, { who: 'eve', status: 403, message: C.notAllowed }],
  },
  {
    route: 'PUT /api/messages/activity/:activityId/:messageId',
    path: (w) => `/api/messages/activity/${w.activityId}/${w.activityMessageId}`,
    body: () => ({ content: 'Rewritten' }),
    refused: [
      NOBODY,
      { who: 'bob', status: 403, message: C.ownMessagesOnly },
      { who: 'eve', status: 403, message: C.participantsOnly },
    ],
  },
  {
    route: 'DELETE /api/messages/activity/:activityId/:messageId',
    path: (w) => `/api/messages/activity/${w.activityId}/${w.activityMessageId}`,
    refused: [
      NOBODY,
      { who: 'bob', status: 403, message: C.removeNotAllowed },
      { who: 'eve', status: 403, message: C.participantsOnly },
    ],
  },
  ...(['PUT', 'DELETE'] as const).map((method) => ({
    route: `${method} /api/messages/direct/:messageId`,
    path: (w: World) => `/api/messages/direct/${w.directMessageId}`,
    body: () => (method === 'PUT' ? { content: 'Rewritten' } : undefined),
    refused: [
      NOBODY,
      { who: 'bob', status: 403, message: C.ownMessagesOnly },
      { who: 'eve', status: 404, message: C.messageNotFound },
    ] satisfies Refusal[],
  })),
  {
    route: 'PUT /api/messages/activity/:activityId/:messageId/reaction',
    path: (w) => `/api/messages/activity/${w.activityId}/${w.activityMessageId}/reaction`,
    body: () => ({ emoji: '👍' }),
    refused: [NOBODY, { who: 'eve', status: 403, message: C.participantsOnly }],
  },
  {
    route: 'PUT /api/messages/direct/:messageId/reaction',
    path: (w) => `/api/messages/direct/${w.directMessageId}/reaction`,
    body: () => ({ emoji: '👍' }),
    refused: [NOBODY, { who: 'eve', status: 404, message: C.messageNotFound }],
  },
  signedInOnly('GET /api/messages/inbox', () => '/api/messages/inbox'),
  {
    route: 'POST /api/messages/activity/:activityId/read',
    path: (w) => `/api/messages/activity/${w.activityId}/read`,
    refused: [NOBODY, { who: 'eve', status: 403, message: C.participantsOnly }],
  },
  signedInOnly('GET /api/messages/settings', () => '/api/messages/settings'),
  signedInOnly(
    'PUT /api/messages/settings',
    () => '/api/messages/settings',
    () => ({ readReceipts: false }),
  ),
  {
    route: 'PUT /api/messages/mute',
    path: () => '/api/messages/mute',
    body: (w) => ({ chat: { kind: 'direct', id: w.ada.user._id }, muted: true }),
    refused: [NOBODY, { who: 'eve', status: 403, message: C.notAllowed }],
  },
  signedInOnly('GET /api/notifications', () => '/api/notifications'),
  signedInOnly('PUT /api/notifications/read-all', () => '/api/notifications/read-all'),
  {
    route: 'PUT /api/notifications/:id/read',
    path: (w) => `/api/notifications/${w.notificationId}/read`,
    refused: [NOBODY, { who: 'eve', status: 404, message: N.notFound }],
  },
  signedInOnly(
    'GET /api/users/me/notification-settings',
    () => '/api/users/me/notification-settings',
  ),
  signedInOnly(
    'PUT /api/users/me/notification-settings',
    () => '/api/users/me/notification-settings',
    () => ({ reminderMinutes: 0 }),
  ),
  {
    route: 'POST /api/reports',
    path: () => '/api/reports',
    body: (w) => ({ targetType: 'message', targetId: w.directMessageId, reason: 'spam' }),
    refused: [NOBODY, { who: 'eve', status: 404, message: MOD.targetNotFound }],
  },
  {
    route: 'GET /api/moderation/reports',
    path: () => '/api/moderation/reports?status=open',
    refused: [NOBODY, { who: 'eve', status: 403, message: MOD.moderatorsOnly }],
  },
  {
    route: 'POST /api/moderation/reports/:id/actions',
    path: (w) => `/api/moderation/reports/${w.activityId}/actions`,
    body: () => ({ action: 'ban', note: 'taking over' }),
    refused: [NOBODY, { who: 'eve', status: 403, message: MOD.moderatorsOnly }],
  },
  {
    route: 'GET /api/moderation/audit',
    path: () => '/api/moderation/audit',
    refused: [NOBODY, { who: 'eve', status: 403, message: MOD.moderatorsOnly }],
  },
];

const suite = worldPerFile();

const cases = ROWS.flatMap((row) => row.refused.map((refusal) => ({ row, refusal })));

describe('who may call each route (docs/security.md)', () => {
  it('when a declared route needs sign-in, then this table has a row for it', () => {
    const signedInRoutes = allRoutes()
      .filter((route) => route.auth)
      .map((route) => `${route.method.toUpperCase()} ${route.path}`);
    expect(ROWS.map((row) => row.route)).toEqual(expect.arrayContaining(signedInRoutes));
    expect(new Set(ROWS.map((row) => row.route)).size).toBe(ROWS.length);
  });

  it.each(
    cases.map(
      ({ row, refusal }) => [row.route, refusal.who, refusal.status, row, refusal] as const,
    ),
  )(
    'when %s is called by %s, then %i and nothing changes',
    async (route, who, status, row, refusal) => {
      const before = await databaseState();
      const method = route.split(' ')[0]?.toLowerCase() as Method;
      const token = who === 'nobody' ? undefined : suite.world[who].token;
      const response = await call(suite.app, method, row.path(suite.world), {
        token,
        body: row.body?.(suite.world),
      });
      expect(response.status).toBe(status);
      expect(response.body.message).toBe(refusal.message);
      expect(await databaseState()).toBe(before);
    },
  );
});
