import type { PublicProfile } from '@peerconnect/contracts';
import mongoose from 'mongoose';
import request from 'supertest';
import { activityWith, as, newClientId, type Student } from '@/test/student-fixtures';
import { registerStudent, useTestApp } from '@/test/test-app';

const t = useTestApp();

const student = () => registerStudent(t.app, { hobbies: ['Chess'], sports: ['Tennis'] });
const me = (s: Student) => as(t.app, s);
const block = (from: Student, to: Student) => me(from).post(`/api/users/${to.user._id}/block`);
const unblock = (from: Student, to: Student) => me(from).delete(`/api/users/${to.user._id}/block`);

async function relationship(viewer: Student, other: Student) {
  const response = await me(viewer).get(`/api/users/${other.user._id}`).expect(200);
  const profile: PublicProfile = response.body;
  return profile.relationship;
}

async function befriend(a: Student, b: Student) {
  await me(a).post('/api/friends/request', { userId: b.user._id }).expect(201);
  await me(b).post('/api/friends/request', { userId: a.user._id }).expect(200);
}

const sendDirect = (from: Student, to: Student) =>
  me(from).post('/api/messages', {
    receiverId: to.user._id,
    content: 'hello',
    clientId: newClientId(),
  });

const suggestedIds = async (s: Student) =>
  ((await me(s).get('/api/recommendations/friends').expect(200)).body as { _id: string }[]).map(
    (person) => person._id,
  );

describe('blocking a student', () => {
  it('when I block someone, then the profile says so, I cannot message them, and they are listed as blocked', async () => {
    const [ada, bob] = [await student(), await student()];
    expect(await relationship(ada, bob)).toMatchObject({ blocked: false });
    const blocked = await block(ada, bob);
    expect(blocked.status).toBe(200);
    expect(blocked.body).toEqual({
      message: 'User blocked',
      blocked: true,
    });
    expect(await relationship(ada, bob)).toMatchObject({ blocked: true, canMessage: false });
    // Bob is not told that Ada blocked him: his view shows no block of his own.
    expect(await relationship(bob, ada)).toMatchObject({ blocked: false, canMessage: false });
    const list = await me(ada).get('/api/users/blocked').expect(200);
    expect(list.body).toEqual([
      { _id: bob.user._id, username: bob.user.username, profilePicture: '' },
    ]);
    expect((await me(bob).get('/api/users/blocked')).body).toEqual([]);
  });

  it('when friends are blocked, then the friendship and every request between them end', async () => {
    const [ada, bob, cy] = [await student(), await student(), await student()];
    await befriend(ada, bob);
    await me(cy).post('/api/friends/request', { userId: ada.user._id }).expect(201);
    await block(ada, bob).expect(200);
    await block(ada, cy).expect(200);
    expect((await me(ada).get('/api/friends')).body).toEqual([]);
    expect((await me(bob).get('/api/friends')).body).toEqual([]);
    expect((await me(ada).get('/api/friends/requests')).body).toEqual([]);
    const requests = await mongoose.connection.collection('friendrequests').countDocuments({
      $or: [
        { sender: new mongoose.Types.ObjectId(cy.user._id) },
        { recipient: new mongoose.Types.ObjectId(bob.user._id) },
      ],
    });
    expect(requests).toBe(0);
  });

  it('when either has blocked the other, then neither can message the other, though they share an activity', async () => {
    const [ada, bob] = [await student(), await student()];
    await activityWith(t.app, ada, [bob]);
    expect((await sendDirect(bob, ada)).status).toBe(201);
    await block(ada, bob).expect(200);
    for (const [from, to] of [
      [bob, ada],
      [ada, bob],
    ] as const) {
      const refused = await sendDirect(from, to);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        code: 'FORBIDDEN',
        message: 'You can only message friends or people from your activities',
      });
    }
    await unblock(ada, bob).expect(200);
    expect((await sendDirect(bob, ada)).status).toBe(201);
  });

  it('when either has blocked the other, then neither can send the other a friend request', async () => {
    const [ada, bob] = [await student(), await student()];
    await block(ada, bob).expect(200);
    for (const [from, to] of [
      [bob, ada],
      [ada, bob],
    ] as const) {
      const refused = await me(from).post(`/api/friends/request/${to.user._id}`);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        code: 'FORBIDDEN',
        message: 'You cannot send a friend request to this user',
      });
    }
    expect((await me(ada).get('/api/friends/requests')).body).toEqual([]);
  });

  it('when someone is blocked, then neither is suggested to the other, and after unblocking they may be again', async () => {
    const [ada, bob] = [await student(), await student()];
    expect(await suggestedIds(ada)).toContain(bob.user._id);
    await block(bob, ada).expect(200);
    expect(await suggestedIds(ada)).not.toContain(bob.user._id);
    expect(await suggestedIds(bob)).not.toContain(ada.user._id);
    await unblock(bob, ada).expect(200);
    expect(await suggestedIds(ada)).toContain(bob.user._id);
  });

  it('when I unblock, then the block is gone (twice is fine) and no friendship comes back', async () => {
    const [ada, bob] = [await student(), await student()];
    await befriend(ada, bob);
    await block(ada, bob).expect(200);
    await block(ada, bob).expect(200);
    for (let i = 0; i < 2; i += 1) {
      const response = await unblock(ada, bob);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: 'User unblocked', blocked: false });
    }
    expect(await relationship(ada, bob)).toMatchObject({ blocked: false, isFriend: false });
    expect((await me(ada).get('/api/users/blocked')).body).toEqual([]);
  });

  it.each([
    ['myself', (s: Student) => s.user._id, 400, 'You cannot block yourself'],
    ['an unknown student', () => new mongoose.Types.ObjectId().toString(), 404, 'User not found'],
    ['a malformed id', () => 'not-an-id', 404, 'User not found'],
  ])(
    'when I block %s, then it is refused with the reason',
    async (_label, target, status, message) => {
      const ada = await student();
      const response = await me(ada).post(`/api/users/${target(ada)}/block`);
      expect(response.status).toBe(status);
      expect(response.body.message).toBe(message);
      expect((await me(ada).get('/api/users/blocked')).body).toEqual([]);
    },
  );

  it('when nobody is signed in, then blocking, unblocking and the list answer 401', async () => {
    const bob = await student();
    const calls = [
      request(t.app).post(`/api/users/${bob.user._id}/block`),
      request(t.app).delete(`/api/users/${bob.user._id}/block`),
      request(t.app).get('/api/users/blocked'),
    ];
    for (const call of calls) expect((await call).status).toBe(401);
  });
});
