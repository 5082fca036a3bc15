/**
 * Every declared route, answered: each has a case that makes a request it answers with success,
 * and that answer must keep to its declaration strictly (no field the schema leaves undeclared).
 * A route added to the contracts without a case here fails the walk.
 */
import { allRoutes, type Route } from '@peerconnect/contracts';
import request from 'supertest';
import { answerMismatch } from '@/http/declared-answer';
import { useOidcFlow } from '@/test/oidc-flow';
import { phonePhoto } from '@/test/pictures';
import { browserSubscription } from '@/test/push-service';
import { useMailingTestApp } from '@/test/smtp-sink';
import { activityWith, as, makeFriends, newClientId } from '@/test/student-fixtures';
import { registerStudent, type Student } from '@/test/test-app';

const APP_URL = 'http://app.test';
const METRICS_TOKEN = 'metrics-token-of-the-walk';
const MODERATOR = 'warden@example.edu';
const env: Record<string, string> = { APP_URL, METRICS_TOKEN, MODERATOR_EMAILS: MODERATOR };
const { provider, cookieOf, start, signInWith, callback, exchange } = useOidcFlow(APP_URL, env);
const t = useMailingTestApp(env);

const api = () => request(t.app);
const student = (overrides: Record<string, unknown> = {}) => registerStudent(t.app, overrides);
let subjects = 0;
/** A student who signed in with the provider only: a session, no password. */
async function providerStudent(): Promise<Student> {
  subjects += 1;
  const who = {
    sub: `walker-${subjects}`,
    name: `Walker ${subjects}`,
    email: `walker${subjects}@example.edu`,
    email_verified: true,
  };
  const { code, flowCookie } = await signInWith(t.app, who);
  const { body } = await exchange(t.app, code, flowCookie).expect(200);
  return { token: body.token, user: body.user, password: '', email: who.email };
}
const nextWeek = () => new Date(Date.now() + 7 * 86_400_000);
const mailedToken = async (to: Student, page: string) => {
  await t.delivered();
  return t.sink.tokenFor(to.email, page);
};
async function friends(): Promise<[Student, Student]> {
  const [ana, ben] = [await student(), await student()];
  await makeFriends(ana, ben);
  return [ana, ben];
}
async function directMessage() {
  const [ana, ben] = await friends();
  const sent = await as(t.app, ana).post('/api/messages', {
    receiverId: ben.user._id,
    content: 'Hello',
    clientId: newClientId(),
  });
  return { ana, ben, id: sent.body._id as string };
}
/** An activity of `host`, joined by `guest`. */
async function joinedActivity() {
  const [host, guest] = [await student(), await student()];
  return { host, guest, id: await activityWith(t.app, host, [guest]) };
}
async function groupMessage() {
  const { host, guest, id: activityId } = await joinedActivity();
  const sent = await as(t.app, guest).post('/api/messages/activity', {
    activityId,
    content: 'See you there',
    clientId: newClientId(),
  });
  return { host, guest, activityId, path: `/api/messages/activity/${activityId}/${sent.body._id}` };
}
async function friendRequest() {
  const [ana, ben] = [await student(), await student()];
  await as(t.app, ana).post('/api/friends/request', { userId: ben.user._id });
  const { body } = await as(t.app, ben).get('/api/friends/requests');
  return { ben, requestId: body[0]._id as string };
}
async function weeklySeries() {
  const host = await student();
  const date = nextWeek();
  const created = await as(t.app, host).post('/api/series', {
    activity: {
      title: 'Chess club',
      description: 'Open boards',
      date: date.toISOString(),
      endDate: new Date(date.getTime() + 7_200_000).toISOString(),
      location: 'Union',
      category: 'Social',
    },
    repeat: { timeZone: 'Europe/Berlin', frequency: 'weekly', weekdays: [1], ends: { count: 3 } },
  });
  const { body } = created;
  return { created, host, id: body._id as string, dates: body.activities as { _id: string }[] };
}
async function openReport() {
  const mod = await moderator();
  const [ana, eve] = [await student(), await student()];
  const made = await as(t.app, ana).post('/api/reports', {
    targetType: 'user',
    targetId: eve.user._id,
    reason: 'harassment',
    note: 'Not okay',
  });
  return { mod, id: made.body._id as string };
}
let moderatorSignedIn: Promise<Student> | undefined;
const moderator = () => (moderatorSignedIn ??= student({ email: MODERATOR }));
async function mailedUnsubscribe() {
  const [ana, ben] = [await student(), await student()];
  await as(t.app, ben).post('/api/friends/request', { userId: ana.user._id });
  await t.delivered();
  const mail = t.sink.to(ana.email).find((sent) => sent.subject?.includes('friend request'));
  const match = /\/api\/notifications\/unsubscribe\?\S+/.exec(mail?.text ?? '');
  if (!match) throw new Error('no unsubscribe link was mailed');
  return match[0];
}

type Case = () => Promise<request.Response>;

/** One request per route that it answers with success, keyed `METHOD /path` as declared. */
const cases: Record<string, Case> = {
  'GET /api/health': () => api().get('/api/health'),
  'GET /api/health/started': () => api().get('/api/health/started'),
  'GET /api/health/ready': () => api().get('/api/health/ready'),
  'GET /api/metrics': () =>
    api().get('/api/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`),
  'GET /api/openapi.json': () => api().get('/api/openapi.json'),
  'GET /api/docs': () => api().get('/api/docs'),
  'GET /api/docs/docs.css': () => api().get('/api/docs/docs.css'),
  'GET /api/avatars/:file': () => api().get('/api/avatars/3f9a0c1d2e4b5a6c.svg'),
  'GET /api/uploads/:file': async () => {
    const ana = await student();
    const uploaded = await api()
      .post('/api/users/profile/picture')
      .set('x-auth-token', ana.token)
      .attach('profilePicture', await phonePhoto(), {
        filename: 'me.jpg',
        contentType: 'image/jpeg',
      });
    return api().get(new URL(uploaded.body.profilePicture, 'http://x').pathname);
  },
  'GET /api/activity-images/:file': () => api().get('/api/activity-images/academic.svg'),

  'POST /api/auth/register': () =>
    api()
      .post('/api/auth/register')
      .send({ username: 'walker', email: 'walker@uni.example', password: 'correct-horse' }),
  'POST /api/auth/login': async () => {
    const ana = await student();
    return api().post('/api/auth/login').send({ email: ana.email, password: ana.password });
  },
  'POST /api/auth/logout-all': async () => as(t.app, await student()).post('/api/auth/logout-all'),
  'GET /api/auth/me': async () => as(t.app, await student()).get('/api/auth/me'),
  'POST /api/auth/forgot-password': async () =>
    api()
      .post('/api/auth/forgot-password')
      .send({ email: (await student()).email }),
  'POST /api/auth/reset-password': async () => {
    const ana = await student();
    await api().post('/api/auth/forgot-password').send({ email: ana.email });
    const token = await mailedToken(ana, '/reset-password');
    return api().post('/api/auth/reset-password').send({ token, password: 'a-new-password' });
  },
  'GET /api/auth/verify-email': async () => {
    const token = await mailedToken(await student(), '/verify-email');
    return api().get(`/api/auth/verify-email?token=${token}`);
  },
  'POST /api/auth/verify-email/resend': async () =>
    as(t.app, await student()).post('/api/auth/verify-email/resend'),
  'GET /api/auth/providers': () => api().get('/api/auth/providers'),
  'GET /api/auth/oidc/:provider': () => start(t.app),
  'GET /api/auth/oidc/:provider/callback': async () => {
    provider().signInAs({
      sub: 'walker-callback',
      name: 'Ada',
      email: 'ada@example.edu',
      email_verified: true,
    });
    const started = await start(t.app);
    return callback(
      t.app,
      new URL(started.headers.location as string),
      cookieOf(started, 'peerconnect_oidc'),
    );
  },
  'POST /api/auth/oidc/exchange': async () => {
    const who = {
      sub: 'walker-exchange',
      name: 'Alan',
      email: 'alan@example.edu',
      email_verified: true,
    };
    const { code, flowCookie } = await signInWith(t.app, who);
    return exchange(t.app, code, flowCookie);
  },
  'POST /api/auth/oidc/:provider/link': async () => {
    const linking = await student();
    return as(t.app, linking).post('/api/auth/oidc/campus/link', {
      currentPassword: linking.password,
    });
  },
  'GET /api/auth/linked-accounts': async () =>
    as(t.app, await providerStudent()).get('/api/auth/linked-accounts'),
  'DELETE /api/auth/linked-accounts/:provider': async () => {
    const walker = await providerStudent();
    await as(t.app, walker).put('/api/auth/password', { password: 'a-new-password' });
    return as(t.app, walker).delete('/api/auth/linked-accounts/campus');
  },
  'PUT /api/auth/password': async () =>
    as(t.app, await providerStudent()).put('/api/auth/password', { password: 'a-new-password' }),

  'GET /api/users/find-by-email': async () => {
    const [ana, ben] = [await student(), await student()];
    return as(t.app, ana).get(`/api/users/find-by-email?email=${encodeURIComponent(ben.email)}`);
  },
  'PUT /api/users/profile': async () => {
    const ana = await student();
    return as(t.app, ana).put('/api/users/profile', { username: ana.user.username, bio: 'Proofs' });
  },
  'PUT /api/users/password': async () => {
    const ana = await student();
    return as(t.app, ana).put('/api/users/password', {
      currentPassword: ana.password,
      newPassword: 'a-new-password',
    });
  },
  'PUT /api/users/me/privacy': async () =>
    as(t.app, await student()).put('/api/users/me/privacy', { searchable: false }),
  'PUT /api/users/me/time-zone': async () =>
    as(t.app, await student()).put('/api/users/me/time-zone', { timeZone: 'Europe/Berlin' }),
  'POST /api/users/profile/picture': async () =>
    api()
      .post('/api/users/profile/picture')
      .set('x-auth-token', (await student()).token)
      .attach('profilePicture', await phonePhoto(), {
        filename: 'me.jpg',
        contentType: 'image/jpeg',
      }),
  'POST /api/users/random-avatar': async () =>
    as(t.app, await student()).post('/api/users/random-avatar'),
  'GET /api/users/blocked': async () => {
    const [ana, ben] = [await student(), await student()];
    await as(t.app, ana).post(`/api/users/${ben.user._id}/block`);
    return as(t.app, ana).get('/api/users/blocked');
  },
  'GET /api/users/me/export': async () => as(t.app, await student()).get('/api/users/me/export'),
  'DELETE /api/users/me': async () => {
    const ana = await student();
    return as(t.app, ana).delete('/api/users/me').send({ password: ana.password });
  },
  'POST /api/users/:id/block': async () => {
    const [ana, ben] = [await student(), await student()];
    return as(t.app, ana).post(`/api/users/${ben.user._id}/block`);
  },
  'DELETE /api/users/:id/block': async () => {
    const [ana, ben] = [await student(), await student()];
    await as(t.app, ana).post(`/api/users/${ben.user._id}/block`);
    return as(t.app, ana).delete(`/api/users/${ben.user._id}/block`);
  },
  'GET /api/users/:id': async () => {
    const [ana, ben] = await friends();
    return as(t.app, ana).get(`/api/users/${ben.user._id}`);
  },

  'GET /api/activities': async () => {
    const { guest } = await joinedActivity();
    return as(t.app, guest).get('/api/activities');
  },
  'GET /api/activities/user/created': async () => {
    const host = await student();
    await activityWith(t.app, host, []);
    return as(t.app, host).get('/api/activities/user/created');
  },
  'GET /api/activities/user/joined': async () => {
    const { guest } = await joinedActivity();
    return as(t.app, guest).get('/api/activities/user/joined');
  },
  'GET /api/activities/user/:userId/:kind': async () => {
    const [host, guest] = await friends();
    await activityWith(t.app, host, [guest]);
    return as(t.app, guest).get(`/api/activities/user/${host.user._id}/created`);
  },
  'GET /api/activities/:id': async () => {
    const { host, id } = await joinedActivity();
    return as(t.app, host).get(`/api/activities/${id}`);
  },
  'POST /api/activities': async () => {
    const date = nextWeek().toISOString();
    return as(t.app, await student()).post('/api/activities', {
      title: 'Run',
      description: 'Around the lake',
      date,
      location: 'Lake',
      category: 'Sports',
    });
  },
  'PUT /api/activities/:id': async () => {
    const host = await student();
    const id = await activityWith(t.app, host, []);
    return as(t.app, host).put(`/api/activities/${id}`, { location: 'Library L3' });
  },
  'DELETE /api/activities/:id': async () => {
    const host = await student();
    return as(t.app, host).delete(`/api/activities/${await activityWith(t.app, host, [])}`);
  },
  'POST /api/activities/:id/join': async () => {
    const id = await activityWith(t.app, await student(), []);
    return as(t.app, await student()).post(`/api/activities/${id}/join`);
  },
  'DELETE /api/activities/:id/leave': async () => {
    const guest = await student();
    const id = await activityWith(t.app, await student(), [guest]);
    return as(t.app, guest).delete(`/api/activities/${id}/leave`);
  },
  'DELETE /api/activities/:id/participants/:userId': async () => {
    const { host, guest, id } = await joinedActivity();
    return as(t.app, host).delete(`/api/activities/${id}/participants/${guest.user._id}`);
  },
  'DELETE /api/activities/:id/removed/:userId': async () => {
    const { host, guest, id } = await joinedActivity();
    await as(t.app, host).delete(`/api/activities/${id}/participants/${guest.user._id}`);
    return as(t.app, host).delete(`/api/activities/${id}/removed/${guest.user._id}`);
  },
  'POST /api/activities/:id/cancel': async () => {
    const host = await student();
    const id = await activityWith(t.app, host, [await student()]);
    return as(t.app, host).post(`/api/activities/${id}/cancel`, { reason: 'Rain' });
  },
  'GET /api/activities/:id/invites': async () => {
    const [host] = await friends();
    return as(t.app, host).get(`/api/activities/${await activityWith(t.app, host, [])}/invites`);
  },
  'POST /api/activities/:id/invites': async () => {
    const [host, friend] = await friends();
    const id = await activityWith(t.app, host, []);
    return as(t.app, host).post(`/api/activities/${id}/invites`, { userIds: [friend.user._id] });
  },
  'GET /api/activities/:id/calendar.ics': async () => {
    const host = await student();
    return as(t.app, host).get(
      `/api/activities/${await activityWith(t.app, host, [])}/calendar.ics`,
    );
  },

  'POST /api/series': async () => (await weeklySeries()).created,
  'GET /api/series/:id': async () => {
    const { host, id } = await weeklySeries();
    return as(t.app, host).get(`/api/series/${id}`);
  },
  'PUT /api/series/:id/activities/:activityId': async () => {
    const { host, id, dates } = await weeklySeries();
    return as(t.app, host).put(`/api/series/${id}/activities/${dates[1]?._id}`, {
      scope: 'this',
      changes: { location: 'Library, room 2' },
    });
  },
  'POST /api/series/:id/cancel': async () => {
    const { host, id } = await weeklySeries();
    return as(t.app, host).post(`/api/series/${id}/cancel`, { scope: 'all' });
  },
  'POST /api/series/:id/join': async () => {
    const { id } = await weeklySeries();
    return as(t.app, await student()).post(`/api/series/${id}/join`);
  },

  'GET /api/friends': async () => as(t.app, (await friends())[0]).get('/api/friends'),
  'GET /api/friends/requests': async () =>
    as(t.app, (await friendRequest()).ben).get('/api/friends/requests'),
  'POST /api/friends/request': async () => {
    const [ana, ben] = [await student(), await student()];
    return as(t.app, ana).post('/api/friends/request', { userId: ben.user._id });
  },
  'POST /api/friends/request-by-id': async () => {
    const [ana, ben] = [await student(), await student()];
    return as(t.app, ana).post('/api/friends/request-by-id', { userId: ben.user._id });
  },
  'POST /api/friends/request/:userId': async () => {
    const [ana, ben] = [await student(), await student()];
    return as(t.app, ana).post(`/api/friends/request/${ben.user._id}`);
  },
  'PUT /api/friends/accept/:requestId': async () => {
    const { ben, requestId } = await friendRequest();
    return as(t.app, ben).put(`/api/friends/accept/${requestId}`);
  },
  'PUT /api/friends/reject/:requestId': async () => {
    const { ben, requestId } = await friendRequest();
    return as(t.app, ben).put(`/api/friends/reject/${requestId}`);
  },
  'DELETE /api/friends/:userId': async () => {
    const [ana, ben] = await friends();
    return as(t.app, ana).delete(`/api/friends/${ben.user._id}`);
  },

  'GET /api/messages/conversations': async () =>
    as(t.app, (await directMessage()).ben).get('/api/messages/conversations'),
  'GET /api/messages/activity/:activityId': async () => {
    const { host, activityId } = await groupMessage();
    return as(t.app, host).get(`/api/messages/activity/${activityId}`);
  },
  'POST /api/messages/activity': async () => {
    const { guest, id: activityId } = await joinedActivity();
    return as(t.app, guest).post('/api/messages/activity', {
      activityId,
      content: 'Hi',
      clientId: newClientId(),
    });
  },
  'PUT /api/messages/activity/:activityId/:messageId': async () => {
    const { guest, path } = await groupMessage();
    return as(t.app, guest).put(path, { content: 'See you soon' });
  },
  'DELETE /api/messages/activity/:activityId/:messageId': async () => {
    const { guest, path } = await groupMessage();
    return as(t.app, guest).delete(path);
  },
  'PUT /api/messages/direct/:messageId': async () => {
    const { ana, id } = await directMessage();
    return as(t.app, ana).put(`/api/messages/direct/${id}`, { content: 'Hello again' });
  },
  'DELETE /api/messages/direct/:messageId': async () => {
    const { ana, id } = await directMessage();
    return as(t.app, ana).delete(`/api/messages/direct/${id}`);
  },
  'PUT /api/messages/activity/:activityId/:messageId/reaction': async () => {
    const { host, path } = await groupMessage();
    return as(t.app, host).put(`${path}/reaction`, { emoji: '👍' });
  },
  'PUT /api/messages/direct/:messageId/reaction': async () => {
    const { ben, id } = await directMessage();
    return as(t.app, ben).put(`/api/messages/direct/${id}/reaction`, { emoji: '👍' });
  },
  'GET /api/messages/inbox': async () => {
    const { ben } = await directMessage();
    return as(t.app, ben).get('/api/messages/inbox');
  },
  'POST /api/messages/activity/:activityId/read': async () => {
    const { host, activityId } = await groupMessage();
    return as(t.app, host).post(`/api/messages/activity/${activityId}/read`);
  },
  'GET /api/messages/settings': async () =>
    as(t.app, await student()).get('/api/messages/settings'),
  'PUT /api/messages/settings': async () =>
    as(t.app, await student()).put('/api/messages/settings', { readReceipts: false }),
  'PUT /api/messages/mute': async () => {
    const [ana, ben] = await friends();
    return as(t.app, ana).put('/api/messages/mute', {
      chat: { kind: 'direct', id: ben.user._id },
      muted: true,
    });
  },
  'GET /api/messages/:userId': async () => {
    const { ana, ben } = await directMessage();
    return as(t.app, ben).get(`/api/messages/${ana.user._id}`);
  },
  'POST /api/messages': async () => {
    const [ana, ben] = await friends();
    return as(t.app, ana).post('/api/messages', {
      receiverId: ben.user._id,
      content: 'Hi',
      clientId: newClientId(),
    });
  },

  'GET /api/recommendations': async () => {
    const [ana, ben] = await friends();
    await activityWith(t.app, ben, []);
    return as(t.app, ana).get('/api/recommendations');
  },
  'GET /api/recommendations/friends': async () => {
    const [ana, ben] = await friends();
    await makeFriends(ben, await student());
    return as(t.app, ana).get('/api/recommendations/friends');
  },
  'GET /api/recommendations/insights': async () => {
    const { guest } = await joinedActivity();
    return as(t.app, guest).get('/api/recommendations/insights');
  },
  'GET /api/recommendations/similar/:id': async () => {
    const host = await student();
    const id = await activityWith(t.app, host, []);
    await activityWith(t.app, host, []);
    return as(t.app, await student()).get(`/api/recommendations/similar/${id}`);
  },

  'GET /api/users/me/calendar-feed': async () =>
    as(t.app, await student()).get('/api/users/me/calendar-feed'),
  'POST /api/users/me/calendar-feed/reset': async () =>
    as(t.app, await student()).post('/api/users/me/calendar-feed/reset'),
  'GET /api/calendar/:token.ics': async () => {
    const host = await student();
    await activityWith(t.app, host, []);
    const { body } = await as(t.app, host).get('/api/users/me/calendar-feed');
    return api().get(new URL(body.url as string).pathname);
  },

  'GET /api/notifications': async () =>
    as(t.app, (await friendRequest()).ben).get('/api/notifications'),
  'PUT /api/notifications/read-all': async () =>
    as(t.app, (await friendRequest()).ben).put('/api/notifications/read-all'),
  'PUT /api/notifications/:id/read': async () => {
    const { ben } = await friendRequest();
    const { body } = await as(t.app, ben).get('/api/notifications');
    return as(t.app, ben).put(`/api/notifications/${body.items[0]._id}/read`);
  },
  'GET /api/users/me/notification-settings': async () =>
    as(t.app, await student()).get('/api/users/me/notification-settings'),
  'PUT /api/users/me/notification-settings': async () =>
    as(t.app, await student()).put('/api/users/me/notification-settings', { reminderMinutes: 30 }),
  'POST /api/notifications/unsubscribe': async () => api().post(await mailedUnsubscribe()),
  'GET /api/notifications/unsubscribe': async () => api().get(await mailedUnsubscribe()),

  'POST /api/reports': async () => {
    const [ana, eve] = [await student(), await student()];
    return as(t.app, ana).post('/api/reports', {
      targetType: 'user',
      targetId: eve.user._id,
      reason: 'harassment',
      note: 'Not okay',
    });
  },
  'GET /api/moderation/reports': async () => {
    const { mod } = await openReport();
    return as(t.app, mod).get('/api/moderation/reports?status=open');
  },
  'POST /api/moderation/reports/:id/actions': async () => {
    const { mod, id } = await openReport();
    return as(t.app, mod).post(`/api/moderation/reports/${id}/actions`, {
      action: 'dismiss',
      note: 'Fine',
    });
  },
  'GET /api/moderation/audit': async () => {
    const { mod, id } = await openReport();
    await as(t.app, mod).post(`/api/moderation/reports/${id}/actions`, {
      action: 'dismiss',
      note: 'Fine',
    });
    return as(t.app, mod).get('/api/moderation/audit');
  },

  'GET /api/people': async () => {
    const [ana] = [await student(), await student({ username: 'findablewalker' })];
    return as(t.app, ana).get('/api/people?q=findable');
  },
  'GET /api/people/popular-interests': () =>
    api().get('/api/people/popular-interests?kind=hobbies'),

  'GET /api/activities/:id/preview': async () =>
    api().get(`/api/activities/${await activityWith(t.app, await student(), [])}/preview`),
  'GET /api/activities/:id/preview.png': async () =>
    api().get(`/api/activities/${await activityWith(t.app, await student(), [])}/preview.png`),

  'GET /api/push/public-key': () => api().get('/api/push/public-key'),
  'POST /api/push/subscriptions': async () => {
    const { endpoint, keys } = browserSubscription('https://push.example/walk/1');
    return as(t.app, await student()).post('/api/push/subscriptions', { endpoint, keys });
  },
  'DELETE /api/push/subscriptions': async () => {
    const ana = await student();
    const { endpoint, keys } = browserSubscription('https://push.example/walk/2');
    await as(t.app, ana).post('/api/push/subscriptions', { endpoint, keys });
    return as(t.app, ana).delete('/api/push/subscriptions').send({ endpoint });
  },
};

const keyOf = (route: Route) => `${route.method.toUpperCase()} ${route.path}`;
const routes = allRoutes();

describe('every declared route, answered', () => {
  it('when a route is declared, then it has a case here (and every case a route)', () => {
    expect(routes.map(keyOf).filter((key) => !(key in cases))).toEqual([]);
    expect(
      Object.keys(cases).filter((key) => !routes.some((route) => keyOf(route) === key)),
    ).toEqual([]);
  });

  it.each(routes.map((route) => [keyOf(route), route] as const))(
    'when %s succeeds, then its answer keeps strictly to its declaration',
    async (key, route) => {
      const response = await cases[key]!();
      const succeeded = route.responses.some((declared) => declared.status === response.status);
      if (!succeeded) throw new Error(`${key} answered ${response.status}: ${response.text}`);
      const answer = { status: response.status, type: response.type, body: response.body };
      expect(answerMismatch(route, answer)).toBeUndefined();
    },
  );
});
