import {
  NOTIFICATION_MESSAGES as M,
  SOCKET_EVENTS as E,
  type Notification,
  type NotificationEvent,
} from '@peerconnect/contracts';
import { chatServerPerFile, collect, eventually, type ChatClient } from '@/test/chat-test-server';
import { registerStudent } from '@/test/test-app';
import { activityWith, as, makeFriends, type Student } from '@/test/student-fixtures';
import mongoose from 'mongoose';
import { createAccount } from '@/modules/users';
import { NotificationModel } from './notification.model';
import { documentFor, trimOverflowing } from './notification-store';
import { activitiesCollection, oid } from '@/test/activities-collection';
import { editsTold as told } from '@/test/activity-edits';

const chat = chatServerPerFile();
const app = () => chat.server().app;
const student = () => registerStudent(app());
const tab = (who: Student): Promise<ChatClient> => chat.tab(who.token);

async function list(who: Student, query = '') {
  const response = await as(app(), who).get(`/api/notifications${query}`);
  expect(response.status).toBe(200);
  return response.body as { items: Notification[]; nextCursor: string | null; unreadCount: number };
}

/** Waits until an asynchronous check holds, for at most 2 s. */
async function until(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 2_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((tick) => setTimeout(tick, 20));
  }
}

const editsTold = (activityId: string) => told(chat.server().jobs, activityId);

const texts = async (who: Student) => (await list(who)).items.map((item) => item.text);

async function requestFriend(from: Student, to: Student) {
  const sent = await as(app(), from).post('/api/friends/request', { userId: to.user._id });
  expect(sent.status).toBe(201);
  return sent.body.request._id as string;
}

describe('friend requests', () => {
  it('when B asks A to be friends, then A’s every tab hears it live with the count, and the list says who; B, who acted, gets nothing', async () => {
    const [ana, ben] = [await student(), await student()];
    const [phone, laptop] = [await tab(ana), await tab(ana)];
    const [onPhone, onLaptop] = [collect(phone, E.notification), collect(laptop, E.notification)];
    await requestFriend(ben, ana);
    await eventually(() => onPhone.length === 1 && onLaptop.length === 1, 'both tabs');
    expect(onPhone[0]).toMatchObject({
      unreadCount: 1,
      notification: {
        type: 'friend-request',
        actor: { _id: ben.user._id, username: ben.user.username },
        text: `${ben.user.username} sent you a friend request`,
        link: '/friends',
        read: false,
      },
    });
    const page = await list(ana);
    expect(page.unreadCount).toBe(1);
    expect(page.items[0]).toMatchObject({
      _id: onPhone[0]!.notification._id,
      type: 'friend-request',
    });
    expect((await list(ben)).items).toEqual([]);
  });

  it('when A accepts, then B is told A accepted, with a link to A’s profile', async () => {
    const [ana, ben] = [await student(), await student()];
    const requestId = await requestFriend(ben, ana);
    expect((await as(app(), ana).put(`/api/friends/accept/${requestId}`)).status).toBe(200);
    const [item] = (await list(ben)).items;
    expect(item).toMatchObject({
      type: 'friend-accepted',
      text: `${ana.user.username} accepted your friend request`,
      link: `/profile/${ana.user._id}`,
    });
  });

  it('when either has blocked the other, then nothing reaches across the block', async () => {
    const [ana, ben] = [await student(), await student()];
    await as(app(), ana).post(`/api/users/${ben.user._id}/block`);
    await as(app(), ben).post('/api/friends/request', { userId: ana.user._id });
    expect((await list(ana)).items).toEqual([]);
  });
});

describe('activities', () => {
  it('when several join while the organizer has not read it, then it is one notification: the latest joiner and the count of others', async () => {
    const [host, ana, ben, cy] = [
      await student(),
      await student(),
      await student(),
      await student(),
    ];
    const id = await activityWith(app(), host, [ana]);
    const live = collect(await tab(host), E.notification);
    for (const joiner of [ben, cy]) await as(app(), joiner).post(`/api/activities/${id}/join`);
    const page = await list(host);
    expect(page.unreadCount).toBe(1);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      type: 'activity-joined',
      actor: { username: cy.user.username },
      text: `${cy.user.username} and 2 others joined Calculus study group`,
      link: `/activities/${id}`,
      activity: { _id: id, title: 'Calculus study group' },
    });
    await eventually(() => live.length === 2, 'two live updates of the same notification');
    expect(new Set(live.map((event) => event.notification._id)).size).toBe(1);
    expect(live.map((event) => event.unreadCount)).toEqual([1, 1]);
    // Once read, the next join starts a new one.
    await as(app(), host).put(`/api/notifications/${page.items[0]!._id}/read`);
    const dee = await student();
    await as(app(), dee).post(`/api/activities/${id}/join`);
    expect(await texts(host)).toEqual([
      `${dee.user.username} joined Calculus study group`,
      `${cy.user.username} and 2 others joined Calculus study group`,
    ]);
  });

  it('when the organizer moves it, then each participant is told from when and where to when and where; the organizer is not', async () => {
    const [host, ana, ben] = [await student(), await student(), await student()];
    const id = await activityWith(app(), host, [ana, ben]);
    const before = (await as(app(), ana).get(`/api/activities/${id}`)).body;
    const date = new Date(Date.parse(before.date) + 3_600_000);
    const live = collect(await tab(ana), E.notification);
    const edit = await as(app(), host).put(`/api/activities/${id}`, {
      date: date.toISOString(),
      location: 'Sports hall',
    });
    expect(edit.status).toBe(200);
    await editsTold(id);
    await eventually(() => live.length === 1, 'the live notification');
    const text = live[0]!.notification.text;
    expect(text).toMatch(
      /^Calculus study group moved from .+ UTC at Library L2 to .+ UTC at Sports hall$/,
    );
    expect((await list(ben)).items[0]?.text).toBe(text);
    expect((await list(host)).items.map((item) => item.type)).not.toContain('activity-updated');
    // A title change alone moves nothing.
    await as(app(), host).put(`/api/activities/${id}`, { title: 'Calculus II' });
    await editsTold(id);
    expect((await list(ana)).items).toHaveLength(1);
  });

  it('when a participant’s browser said its time zone, then their notification, live and listed, writes the times in it', async () => {
    const [host, ana] = [await student(), await student()];
    const id = await activityWith(app(), host, [ana]);
    await as(app(), ana).put('/api/users/me/time-zone', { timeZone: 'Asia/Kolkata' }).expect(200);
    const live = collect(await tab(ana), E.notification);
    const start = new Date('2031-01-10T09:00:00.000Z');
    await as(app(), host).put(`/api/activities/${id}`, { date: start.toISOString() });
    await editsTold(id);
    await as(app(), host).put(`/api/activities/${id}`, {
      date: new Date(start.getTime() + 3_600_000).toISOString(),
    });
    await editsTold(id);
    await eventually(() => live.length === 2, 'the live notifications');
    const moved =
      'Calculus study group moved from Fri 10 Jan, 14:30 GMT+5:30 to Fri 10 Jan, 15:30 GMT+5:30';
    expect(live[1]!.notification.text).toBe(moved);
    expect((await list(ana)).items[0]?.text).toBe(moved);
  });

  it('when an activity larger than one batch is moved, then every participant has it exactly once, with their own count', async () => {
    const host = await student();
    const id = await activityWith(app(), host, []);
    const crowd = await Promise.all(
      Array.from({ length: 250 }, (_, i) =>
        createAccount({ username: `crowd${i}`, email: `crowd${i}@example.edu`, passwordHash: 'x' }),
      ),
    );
    await activitiesCollection().updateOne(
      { _id: oid(id) },
      { $set: { participants: crowd.map((person) => person._id), maxParticipants: null } },
    );
    const edit = await as(app(), host).put(`/api/activities/${id}`, { location: 'Sports hall' });
    expect(edit.status).toBe(200);
    await editsTold(id);
    const perRecipient = await NotificationModel.aggregate<{ _id: unknown; n: number }>([
      { $match: { type: 'activity-updated', activity: new mongoose.Types.ObjectId(id) } },
      { $group: { _id: '$recipient', n: { $sum: 1 } } },
    ]);
    expect(perRecipient).toHaveLength(250);
    expect(perRecipient.every((row) => row.n === 1)).toBe(true);
  });

  it('when it is cancelled or deleted, then participants are told; a deleted one links to the list', async () => {
    const [host, ana] = [await student(), await student()];
    const cancelled = await activityWith(app(), host, [ana]);
    await as(app(), host).post(`/api/activities/${cancelled}/cancel`, { reason: 'Rain' });
    const deleted = await activityWith(app(), host, [ana]);
    await as(app(), host).delete(`/api/activities/${deleted}`);
    const items = (await list(ana)).items.filter((item) => item.type === 'activity-cancelled');
    expect(items.map(({ text, link }) => ({ text, link }))).toEqual([
      { text: 'Calculus study group was cancelled', link: '/activities' },
      { text: 'Calculus study group was cancelled: Rain', link: `/activities/${cancelled}` },
    ]);
  });

  it('when a waiting student gets a place, then they are told they are in', async () => {
    const [host, ana, ben] = [await student(), await student(), await student()];
    const id = await activityWith(app(), host, [ana]);
    await as(app(), host).put(`/api/activities/${id}`, { maxParticipants: 1 });
    await as(app(), ben).post(`/api/activities/${id}/join`);
    await as(app(), ana).delete(`/api/activities/${id}/leave`);
    expect((await list(ben)).items[0]).toMatchObject({
      type: 'waitlist-promoted',
      text: 'A place freed up: you are now in Calculus study group',
    });
  });
});

describe('direct messages', () => {
  const send = (from: Student, to: Student, content: string) =>
    as(app(), from).post('/api/messages', { receiverId: to.user._id, content });

  it('when the recipient has no open session, then messages of one sender collapse into one; with a session open, none is made', async () => {
    const [ana, ben] = [await student(), await student()];
    await makeFriends(ana, ben);
    await send(ben, ana, 'one');
    await send(ben, ana, 'two');
    // Made after the message is delivered, so it may land a moment after the send answers.
    await until(async () => (await texts(ana))[0] === `${ben.user.username} sent you 2 messages`);
    expect(await texts(ana)).toEqual([`${ben.user.username} sent you 2 messages`]);
    const open = await tab(ana);
    const live = collect(open, E.notification);
    await send(ben, ana, 'three');
    await new Promise((settle) => setTimeout(settle, 200));
    expect(live).toEqual([]);
    expect(await texts(ana)).toEqual([`${ben.user.username} sent you 2 messages`]);
  });

  it('when the recipient muted the sender, then no notification is made', async () => {
    const [ana, ben] = [await student(), await student()];
    await makeFriends(ana, ben);
    await as(app(), ana).put('/api/messages/mute', {
      chat: { kind: 'direct', id: ben.user._id },
      muted: true,
    });
    await send(ben, ana, 'muted');
    await new Promise((settle) => setTimeout(settle, 200));
    expect((await list(ana)).items).toEqual([]);
  });
});

describe('reading', () => {
  it('when one device reads a notification or all, then every other device hears it with the new count', async () => {
    const [ana, ben, cy] = [await student(), await student(), await student()];
    await requestFriend(ben, ana);
    await requestFriend(cy, ana);
    const [phone, laptop] = [await tab(ana), await tab(ana)];
    const heard = collect(laptop, E.notificationsRead);
    const [latest] = (await list(ana)).items;
    const read = await as(app(), ana).put(`/api/notifications/${latest!._id}/read`);
    expect(read.body).toMatchObject({ _id: latest!._id, read: true, unreadCount: 1 });
    await eventually(() => heard.length === 1, 'the read on the laptop');
    expect(heard[0]).toEqual({ ids: [latest!._id], unreadCount: 1 });
    expect((await as(app(), ana).put('/api/notifications/read-all')).body).toEqual({
      unreadCount: 0,
    });
    await eventually(() => heard.length === 2, 'read-all on the laptop');
    expect(heard[1]).toEqual({ ids: 'all', unreadCount: 0 });
    expect(phone.connected).toBe(true);
    expect((await list(ana)).items.every((item) => item.read)).toBe(true);
  });

  it('when a student reads another’s notification, or names none, then it is 404 and nothing changes', async () => {
    const [ana, ben, cy] = [await student(), await student(), await student()];
    await requestFriend(ben, ana);
    const [theirs] = (await list(ana)).items;
    const stranger = await as(app(), cy).put(`/api/notifications/${theirs!._id}/read`);
    expect(stranger.status).toBe(404);
    expect(stranger.body).toMatchObject({ code: 'NOT_FOUND', message: M.notFound });
    expect((await as(app(), cy).put('/api/notifications/nope/read')).status).toBe(404);
    expect((await list(ana)).unreadCount).toBe(1);
  });

  it('when a device was offline, then the list from where it stopped catches it up: each notification once, by id', async () => {
    const ana = await student();
    const client = await tab(ana);
    const live = collect(client, E.notification);
    const first = await student();
    await requestFriend(first, ana);
    await eventually(() => live.length === 1, 'the first live');
    client.disconnect();
    for (let i = 0; i < 3; i += 1) await requestFriend(await student(), ana);
    expect(live).toHaveLength(1);
    const again = collect(await tab(ana), E.notification);
    const page = await list(ana);
    const seen = new Map<string, Notification>();
    for (const item of [
      ...live.map((event: NotificationEvent) => event.notification),
      ...page.items,
    ])
      seen.set(item._id, item);
    expect(seen.size).toBe(4);
    expect(page.unreadCount).toBe(4);
    expect(again).toEqual([]);
  });

  it('when the list is paged, then pages follow each other by cursor without gaps or repeats; bad input is refused', async () => {
    const ana = await student();
    for (let i = 0; i < 5; i += 1) await requestFriend(await student(), ana);
    const first = await list(ana, '?limit=2');
    const second = await list(ana, `?limit=2&cursor=${first.nextCursor}`);
    const third = await list(ana, `?limit=2&cursor=${second.nextCursor}`);
    const ids = [...first.items, ...second.items, ...third.items].map((item) => item._id);
    expect(new Set(ids).size).toBe(5);
    expect(third.nextCursor).toBeNull();
    for (const query of ['?limit=0', '?limit=51', '?limit=x', '?cursor=zzz']) {
      const refused = await as(app(), ana).get(`/api/notifications${query}`);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('VALIDATION');
    }
  });
});

describe('keeping', () => {
  it('when a student has more than the cap, then the hourly trim keeps their newest 500 and touches no one else', async () => {
    const [ana, ben] = [await student(), await student()];
    const now = Date.now();
    const at = (minutes: number) => new Date(now - minutes * 60_000);
    const many = (who: Student, count: number) =>
      Array.from({ length: count }, (_, i) =>
        documentFor(who.user._id, { type: 'friend-request', actor: ben.user._id }, at(i)),
      );
    await NotificationModel.insertMany([...many(ana, 520), ...many(ben, 30)]);
    expect(await trimOverflowing()).toBe(20);
    const kept = await NotificationModel.find({ recipient: ana.user._id }, { at: 1 })
      .sort({ at: 1 })
      .lean();
    expect(kept).toHaveLength(500);
    expect(kept[0]!.at.getTime()).toBe(at(499).getTime());
    expect(await NotificationModel.countDocuments({ recipient: ben.user._id })).toBe(30);
  });
});

describe('settings', () => {
  it('when a student has not changed anything, then every type is on in the app, mail for what needs acting on, and a reminder an hour before', async () => {
    const settings = (await as(app(), await student()).get('/api/users/me/notification-settings'))
      .body;
    expect(settings.reminderMinutes).toBe(60);
    expect(settings.types['friend-request']).toEqual({ inApp: true, email: true, push: true });
    expect(settings.types['direct-message']).toEqual({ inApp: true, email: false, push: true });
    expect(settings.types['activity-joined']).toEqual({ inApp: true, email: false, push: false });
  });

  it('when a type is off in the app, then none of it is stored; other types still are', async () => {
    const [ana, ben] = [await student(), await student()];
    const put = await as(app(), ana).put('/api/users/me/notification-settings', {
      types: { 'friend-request': { inApp: false } },
    });
    expect(put.body.types['friend-request']).toEqual({ inApp: false, email: true, push: true });
    const requestId = await requestFriend(ana, ben);
    await requestFriend(ben, await student());
    await as(app(), ben).put(`/api/friends/accept/${requestId}`);
    const cy = await student();
    await requestFriend(cy, ana);
    expect((await list(ana)).items.map((item) => item.type)).toEqual(['friend-accepted']);
  });

  it('when the reminder or a type is out of range or unknown, then it is refused with the reason', async () => {
    const ana = await student();
    for (const body of [
      { reminderMinutes: 10 },
      { reminderMinutes: 1441 },
      { reminderMinutes: 30.5 },
      { types: { 'not-a-type': { inApp: false } } },
      { types: { 'friend-request': { inApp: 'no' } } },
    ]) {
      const refused = await as(app(), ana).put('/api/users/me/notification-settings', body);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('VALIDATION');
    }
    const reminder = await as(app(), ana).put('/api/users/me/notification-settings', {
      reminderMinutes: 10,
    });
    expect(reminder.body.message).toBe(M.invalidReminder);
    expect(
      (await as(app(), ana).put('/api/users/me/notification-settings', { reminderMinutes: 0 })).body
        .reminderMinutes,
    ).toBe(0);
  });
});
