import { NOTIFICATION_MESSAGES as M } from '@peerconnect/contracts';
import request from 'supertest';
import { useMailingTestApp } from '@/test/smtp-sink';
import { registerStudent, signedIn, type Student } from '@/test/test-app';

const t = useMailingTestApp();
const as = (student: Student) => signedIn(t.app, student.token);

/** A mail's List-* headers, as mailparser groups them. */
const listHeaders = (mail: { headers: Map<string, unknown> }) =>
  mail.headers.get('list') as
    { unsubscribe?: { url?: string }; 'unsubscribe-post'?: { name?: string } } | undefined;

/** The unsubscribe address a mail names in its List-Unsubscribe header. */
function unsubscribeOf(mail: { headers: Map<string, unknown> }): string {
  const url = listHeaders(mail)?.unsubscribe?.url;
  if (!url) throw new Error('no List-Unsubscribe header');
  return url;
}

describe('notifications by mail', () => {
  it('when a student keeps mail on for a type, then the event is mailed with a one-click unsubscribe that stops that type only', async () => {
    const [ana, ben, cy] = [
      await registerStudent(t.app),
      await registerStudent(t.app),
      await registerStudent(t.app),
    ];
    await as(ben).post('/api/friends/request', { userId: ana.user._id });
    await t.delivered();
    const [mail] = t.sink.to(ana.email).filter((sent) => sent.subject?.includes('friend request'));
    expect(mail?.subject).toBe(`${ben.user.username} sent you a friend request`);
    expect(listHeaders(mail!)?.['unsubscribe-post']?.name).toBe('List-Unsubscribe=One-Click');
    const address = new URL(unsubscribeOf(mail!));
    expect(mail?.text).toContain(address.toString());
    expect(address.pathname).toBe('/api/notifications/unsubscribe');

    // The mail client's one-click POST (RFC 8058), with no session.
    const unsubscribed = await request(t.app).post(`${address.pathname}${address.search}`);
    expect(unsubscribed.body).toEqual({ message: M.unsubscribed });
    const settings = (await as(ana).get('/api/users/me/notification-settings')).body;
    expect(settings.types['friend-request']).toEqual({ inApp: true, email: false, push: true });
    expect(settings.types['activity-reminder'].email).toBe(true);

    const before = t.sink.to(ana.email).length;
    await as(cy).post('/api/friends/request', { userId: ana.user._id });
    await t.delivered();
    expect(t.sink.to(ana.email)).toHaveLength(before);
    expect((await as(ana).get('/api/notifications')).body.items).toHaveLength(2);
  });

  it('when the footer link is opened (a mail scanner, or the student), then a page asks first and only its button unsubscribes', async () => {
    const ana = await registerStudent(t.app);
    const ben = await registerStudent(t.app);
    await as(ben).post('/api/friends/request', { userId: ana.user._id });
    await t.delivered();
    const mail = t.sink.to(ana.email).find((sent) => sent.subject?.includes('friend request'));
    const address = new URL(unsubscribeOf(mail!));
    const emailOn = async () =>
      (await as(ana).get('/api/users/me/notification-settings')).body.types['friend-request'].email;

    const opened = await request(t.app).get(`${address.pathname}${address.search}`);
    expect(opened.status).toBe(200);
    expect(opened.headers['content-type']).toMatch(/^text\/html/);
    expect(opened.text).toContain('Stop getting emails about friend requests?');
    expect(await emailOn()).toBe(true);

    // The page's button: a form posting to the address in its action, as a browser sends it.
    const action = /<form method="post" action="([^"]+)">/.exec(opened.text)?.[1] ?? '';
    const target = new URL(action.replace(/&#38;/g, '&'), address);
    expect(Object.fromEntries(target.searchParams)).toEqual(
      Object.fromEntries(address.searchParams),
    );
    const pressed = await request(t.app)
      .post(`${target.pathname}${target.search}`)
      .set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8')
      .type('form')
      .send('');
    expect(pressed.status).toBe(200);
    expect(pressed.headers['content-type']).toMatch(/^text\/html/);
    expect(pressed.text).toContain(M.unsubscribed);
    expect(await emailOn()).toBe(false);
  });

  it('when the unsubscribe token is forged or for another type, then it is refused and nothing changes', async () => {
    const ana = await registerStudent(t.app);
    const ben = await registerStudent(t.app);
    await as(ben).post('/api/friends/request', { userId: ana.user._id });
    await t.delivered();
    const mail = t.sink.to(ana.email).find((sent) => sent.subject?.includes('friend request'));
    const address = new URL(unsubscribeOf(mail!));
    const token = address.searchParams.get('token')!;
    for (const query of [
      `type=activity-updated&token=${token}`,
      `type=friend-request&token=${token.slice(0, -2)}xx`,
      `type=friend-request&token=${ben.user._id}.${token.split('.')[1]}`,
      'type=nope&token=x',
    ]) {
      const refused = await request(t.app).get(`/api/notifications/unsubscribe?${query}`);
      expect(refused.status).toBe(400);
      expect(['LINK_INVALID', 'VALIDATION']).toContain(refused.body.code);
    }
    const settings = (await as(ana).get('/api/users/me/notification-settings')).body;
    expect(settings.types['friend-request'].email).toBe(true);
  });

  it('when mail is off for a type by default (direct messages), then an offline student gets it in the app only', async () => {
    const ana = await registerStudent(t.app);
    const ben = await registerStudent(t.app);
    await as(ben).post('/api/friends/request', { userId: ana.user._id });
    const requests = (await as(ana).get('/api/friends/requests')).body;
    await as(ana).put(`/api/friends/accept/${requests[0]._id}`);
    await t.delivered();
    const before = t.sink.to(ana.email).length;
    await as(ben).post('/api/messages', { receiverId: ana.user._id, content: 'hi' });
    const deadline = Date.now() + 2_000;
    while (
      (await as(ana).get('/api/notifications')).body.items[0]?.type !== 'direct-message' &&
      Date.now() < deadline
    )
      await new Promise((tick) => setTimeout(tick, 20));
    await t.delivered();
    expect(t.sink.to(ana.email)).toHaveLength(before);
  });

  it('when a participant’s browser said its time zone, then the cancellation mail writes the start in it, the zone named', async () => {
    const [host, ana] = [await registerStudent(t.app), await registerStudent(t.app)];
    const created = await as(host).post('/api/activities', {
      title: 'Sunrise run',
      description: 'Five easy kilometres',
      location: 'Park gate',
      category: 'Sports',
      date: '2031-01-10T09:00:00.000Z',
    });
    await as(ana).post(`/api/activities/${created.body._id}/join`);
    await as(ana).put('/api/users/me/time-zone', { timeZone: 'Asia/Kolkata' }).expect(200);
    await as(host).post(`/api/activities/${created.body._id}/cancel`, { reason: 'Rain' });
    await t.delivered();
    const [mail] = t.sink.to(ana.email).filter((sent) => sent.subject === 'Cancelled: Sunrise run');
    expect(mail?.text).toContain(
      '“Sunrise run” on Friday, 10 January 2031 at 14:30 GMT+5:30 is cancelled: Rain',
    );
  });
});
