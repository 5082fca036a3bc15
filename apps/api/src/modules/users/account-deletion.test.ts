import mongoose from 'mongoose';
import request from 'supertest';
import { activitiesCollection, oid } from '@/test/activities-collection';
import { activityWith, as, makeFriends } from '@/test/student-fixtures';
import { registerStudent, type Student } from '@/test/test-app';
import { useMailingTestApp } from '@/test/smtp-sink';
import { UserModel } from './user.model';

const t = useMailingTestApp();

const deleteAccount = (student: Student, body: object) =>
  request(t.app).delete('/api/users/me').set('x-auth-token', student.token).send(body);

async function pastActivityOf(organizer: Student, participant: Student) {
  const id = await activityWith(t.app, organizer, [participant]);
  await activitiesCollection().updateOne(
    { _id: oid(id) },
    { $set: { date: new Date(Date.now() - 86_400_000) } },
  );
  return id;
}

describe('DELETE /api/users/me', () => {
  it('when the password is missing or wrong, then nothing is deleted', async () => {
    const student = await registerStudent(t.app);
    const missing = await deleteAccount(student, {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Password is required');
    const wrong = await deleteAccount(student, { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'PASSWORD_WRONG', message: 'Password is incorrect' });
    expect((await as(t.app, student).get('/api/auth/me')).status).toBe(200);
  });

  it('when confirmed, then the student and their ties are gone, seats are free, upcoming activities are cancelled with mail to who joined, and messages stay from a Deleted student', async () => {
    const leaver = await registerStudent(t.app);
    const friend = await registerStudent(t.app);
    const joiner = await registerStudent(t.app);
    const stranger = await registerStudent(t.app);
    const blocker = await registerStudent(t.app);
    await makeFriends(leaver, friend);
    await as(t.app, stranger).post(`/api/friends/request/${leaver.user._id}`);
    await as(t.app, blocker).post(`/api/users/${leaver.user._id}/block`);
    const own = await activityWith(t.app, leaver, [joiner]);
    const ownEmpty = await activityWith(t.app, leaver, []);
    const past = await pastActivityOf(leaver, joiner);
    const joined = await activityWith(t.app, joiner, [leaver]);
    await as(t.app, leaver).post('/api/messages/activity', {
      activityId: joined,
      content: 'See you there',
    });
    await as(t.app, leaver).post('/api/messages', {
      receiverId: friend.user._id,
      content: 'Hi friend',
    });
    await t.delivered();

    const response = await deleteAccount(leaver, { password: leaver.password });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Your account has been deleted.');
    await t.delivered();

    const me = new mongoose.Types.ObjectId(leaver.user._id);
    expect(await UserModel.exists({ _id: me })).toBeNull();
    expect(await UserModel.exists({ $or: [{ friends: me }, { blocked: me }] })).toBeNull();
    expect(
      await mongoose.connection
        .collection('friendrequests')
        .findOne({ $or: [{ sender: me }, { recipient: me }] }),
    ).toBeNull();
    expect(
      await activitiesCollection().countDocuments({ _id: { $in: [own, ownEmpty].map(oid) } }),
    ).toBe(0);
    const kept = await activitiesCollection().findOne({ _id: oid(joined) });
    expect(kept).toMatchObject({ participants: [], participantCount: 0 });
    expect(await activitiesCollection().countDocuments({ _id: oid(past) })).toBe(1);
    const pastView = await as(t.app, joiner).get(`/api/activities/${past}`);
    expect(pastView.body.creator.username).toBe('Deleted student');

    const cancelled = t.sink
      .to(joiner.email)
      .filter((mail) => mail.subject?.startsWith('Cancelled'));
    expect(cancelled.map((mail) => mail.subject)).toEqual(['Cancelled: Calculus study group']);

    const chat = await as(t.app, joiner).get(`/api/messages/activity/${joined}`);
    expect(chat.body.map((m: { sender: { username: string } }) => m.sender.username)).toEqual([
      'Deleted student',
    ]);
    const conversations = await as(t.app, friend).get('/api/messages/conversations');
    expect(conversations.body).toEqual([
      expect.objectContaining({
        user: expect.objectContaining({ username: 'Deleted student' }),
        userDeleted: true,
        lastMessage: expect.objectContaining({ content: 'Hi friend' }),
      }),
    ]);
    const history = await as(t.app, friend).get(`/api/messages/${leaver.user._id}`);
    expect(history.body.map((m: { content: string }) => m.content)).toEqual(['Hi friend']);
    const answer = await as(t.app, friend).post('/api/messages', {
      receiverId: leaver.user._id,
      content: 'Are you still there?',
    });
    expect(answer.status).toBe(403);

    expect((await as(t.app, leaver).get('/api/auth/me')).status).toBe(401);
    const login = await request(t.app)
      .post('/api/auth/login')
      .send({ email: leaver.email, password: leaver.password });
    expect(login.status).toBe(401);
    const again = await registerStudent(t.app, { email: leaver.email });
    expect(again.user._id).not.toBe(leaver.user._id);
  });
});

describe('GET /api/users/me/export', () => {
  it('when asked, then downloads the profile, friends, activities and the messages the student sent, nobody else’s', async () => {
    const student = await registerStudent(t.app, { hobbies: ['Chess'] });
    const friend = await registerStudent(t.app);
    await makeFriends(student, friend);
    const created = await activityWith(t.app, student, [friend]);
    const joined = await activityWith(t.app, friend, [student]);
    await as(t.app, student).post('/api/messages/activity', {
      activityId: joined,
      content: 'Mine',
    });
    await as(t.app, friend).post('/api/messages/activity', {
      activityId: joined,
      content: 'Theirs',
    });
    await as(t.app, student).post('/api/messages', {
      receiverId: friend.user._id,
      content: 'Hello',
    });
    await as(t.app, student).put('/api/users/me/notification-settings', { reminderMinutes: 30 });

    const response = await as(t.app, student).get('/api/users/me/export');
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(
        `attachment; filename="?peerconnect-${student.user.username}-\\d{4}-\\d\\d-\\d\\d\\.json"?$`,
      ),
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.body;
    expect(data.profile).toMatchObject({ email: student.email, hobbies: ['Chess'] });
    expect(data.friends).toEqual([{ _id: friend.user._id, username: friend.user.username }]);
    expect(data.activitiesCreated.map((a: { _id: string }) => a._id)).toEqual([created]);
    expect(data.activitiesJoined.map((a: { _id: string }) => a._id)).toEqual([joined]);
    expect(data.messagesSent.activityChats).toEqual([
      { activityId: joined, content: 'Mine', sentAt: expect.any(String) },
    ]);
    expect(data.messagesSent.direct).toEqual([
      { recipientId: friend.user._id, content: 'Hello', sentAt: expect.any(String) },
    ]);
    expect(data.notificationSettings).toMatchObject({
      reminderMinutes: 30,
      types: { 'friend-request': { inApp: true } },
    });
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|tokenVersion|Theirs/);
  });
});
