import type { Activity, ActivityInsights, FriendRecommendation } from '@peerconnect/contracts';
import mongoose from 'mongoose';
import request from 'supertest';
import { createApp } from '@/app';
import { createLogger } from '@/lib/logger';
import { PasswordHasher } from '@/lib/password';
import { LocalPresence } from '@/lib/presence';
import { activitiesCollection, oid } from '@/test/activities-collection';
import { registerStudent, type Student, useTestApp } from '@/test/test-app';

const t = useTestApp();
let me: Student;
let friend: Student;
let requestedByMe: Student;
let requestedMe: Student;
let twin: Student;
let friendOfFriend: Student;
let organizer: Student;

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

const get = (path: string, student: Student, app = t.app) =>
  request(app).get(path).set('x-auth-token', student.token);
const post = (path: string, student: Student, body?: object) =>
  request(t.app).post(path).set('x-auth-token', student.token).send(body);

/** A friendship the way users make one: a request each way (the second accepts the first). */
async function befriend(a: Student, b: Student) {
  await post('/api/friends/request', a, { userId: b.user._id }).expect(201);
  await post('/api/friends/request', b, { userId: a.user._id }).expect(200);
}

/** Accounts made by registering are new; this one signed up a month ago. */
async function backdateAccount(student: Student) {
  await mongoose.connection
    .collection('users')
    .updateOne(
      { _id: new mongoose.Types.ObjectId(student.user._id) },
      { $set: { createdAt: inDays(-30) } },
    );
}

async function suggestionsFor(student: Student, app = t.app): Promise<FriendRecommendation[]> {
  const response = await get('/api/recommendations/friends', student, app).expect(200);
  return response.body;
}

beforeAll(async () => {
  me = await registerStudent(t.app, {
    hobbies: ['Chess', 'Hiking'],
    sports: ['Tennis'],
    favoriteSubjects: ['Physics'],
  });
  friend = await registerStudent(t.app, { hobbies: ['Chess'] });
  requestedByMe = await registerStudent(t.app, { hobbies: ['chess'] });
  requestedMe = await registerStudent(t.app, { hobbies: ['CHESS'] });
  twin = await registerStudent(t.app, {
    hobbies: ['hiking', 'chess'],
    sports: ['TENNIS'],
    favoriteSubjects: ['physics'],
  });
  friendOfFriend = await registerStudent(t.app);
  organizer = await registerStudent(t.app, { hobbies: ['Knitting'] });
  await befriend(me, friend);
  await befriend(friend, friendOfFriend);
  await post('/api/friends/request', me, { userId: requestedByMe.user._id }).expect(201);
  await post('/api/friends/request', requestedMe, { userId: me.user._id }).expect(201);
  await backdateAccount(twin);
});

describe('GET /api/recommendations/friends', () => {
  it('when I ask, then neither I, my friends nor anyone with a pending request either way is suggested', async () => {
    const ids = (await suggestionsFor(me)).map((person) => person._id);
    expect(ids).not.toContain(me.user._id);
    expect(ids).not.toContain(friend.user._id);
    expect(ids).not.toContain(requestedByMe.user._id);
    expect(ids).not.toContain(requestedMe.user._id);
  });

  it('when someone shares all my interests, then they come first at 100 with the shared values in their spelling', async () => {
    const [first] = await suggestionsFor(me);
    expect(first).toMatchObject({
      _id: twin.user._id,
      username: twin.user.username,
      similarityScore: 100,
      isOnline: false,
      isNew: false,
      mutualFriends: [],
    });
    expect(first?.sharedInterests).toEqual(
      expect.arrayContaining([
        { type: 'hobby', value: 'hiking' },
        { type: 'hobby', value: 'chess' },
        { type: 'sport', value: 'TENNIS' },
        { type: 'subject', value: 'physics' },
      ]),
    );
    expect(first?.sharedInterests).toHaveLength(4);
  });

  it('when a friend of my friend joined this week, then they are suggested as new with that mutual friend', async () => {
    const suggestion = (await suggestionsFor(me)).find((p) => p._id === friendOfFriend.user._id);
    expect(suggestion).toMatchObject({
      isNew: true,
      sharedInterests: [],
      similarityScore: 5,
      mutualFriends: [{ _id: friend.user._id, username: friend.user.username }],
    });
  });

  it('when I have no interests at all, then friends of my friends are suggested first', async () => {
    const suggestions = await suggestionsFor(friendOfFriend);
    expect(suggestions[0]).toMatchObject({
      _id: me.user._id,
      mutualFriends: [{ _id: friend.user._id }],
    });
    expect(suggestions.map((p) => p._id)).not.toContain(friend.user._id);
  });

  it('when a suggested person is connected, then they show as online', async () => {
    const presence = new LocalPresence();
    await presence.connected(twin.user._id);
    const hasher = new PasswordHasher({ cost: 4, size: 1 });
    const app = createApp({ config: t.config, logger: createLogger('silent'), hasher, presence });
    try {
      const suggestions = await suggestionsFor(me, app);
      expect(suggestions.find((p) => p._id === twin.user._id)?.isOnline).toBe(true);
    } finally {
      await hasher.close();
    }
  });

  it('when not signed in, then 401', async () => {
    await request(t.app).get('/api/recommendations/friends').expect(401);
  });
});

describe('GET /api/recommendations/friends: interests first, then mutual friends', () => {
  it('when one person shares my hobby and others share my friends, then the sharer comes first, then the one with more mutual friends, and someone I blocked never', async () => {
    const rower = await registerStudent(t.app, { hobbies: ['Rowing'] });
    const [first, second] = [await registerStudent(t.app), await registerStudent(t.app)];
    const [twoInCommon, oneInCommon] = [await registerStudent(t.app), await registerStudent(t.app)];
    const sharer = await registerStudent(t.app, { hobbies: ['rowing'] });
    const blocked = await registerStudent(t.app, { hobbies: ['ROWING'] });
    await befriend(rower, first);
    await befriend(rower, second);
    await befriend(first, twoInCommon);
    await befriend(second, twoInCommon);
    await befriend(first, oneInCommon);
    await post(`/api/users/${blocked.user._id}/block`, rower).expect(200);

    const suggestions = await suggestionsFor(rower);

    expect(suggestions.slice(0, 3)).toMatchObject([
      { _id: sharer.user._id, similarityScore: 100, mutualFriends: [] },
      {
        _id: twoInCommon.user._id,
        similarityScore: 10,
        mutualFriends: [{ _id: first.user._id }, { _id: second.user._id }],
      },
      { _id: oneInCommon.user._id, similarityScore: 5, mutualFriends: [{ _id: first.user._id }] },
    ]);
    expect(suggestions.map((p) => p._id)).not.toContain(blocked.user._id);
  });
});

describe('GET /api/recommendations and /insights', () => {
  const ids: Record<string, string> = {};

  async function createActivity(by: Student, title: string, days: number, extra: object = {}) {
    const response = await post('/api/activities', by, {
      title,
      description: 'Everyone welcome',
      date: inDays(days).toISOString(),
      location: 'Student union',
      category: 'Social',
      ...extra,
    }).expect(201);
    return response.body._id as string;
  }

  beforeAll(async () => {
    ids.boardGames = await createActivity(organizer, 'Board games night', 1);
    ids.withFriend = await createActivity(organizer, 'Pottery workshop', 3);
    ids.chess = await createActivity(organizer, 'Chess tournament', 5);
    ids.joined = await createActivity(organizer, 'Chess openings study', 2);
    ids.mine = await createActivity(me, 'Chess in the park', 2);
    ids.full = await createActivity(organizer, 'Chess blitz', 2, { maxParticipants: 1 });
    ids.past = await createActivity(organizer, 'Chess history talk', 1);
    await post(`/api/activities/${ids.withFriend}/join`, friend).expect(200);
    await post(`/api/activities/${ids.joined}/join`, me).expect(200);
    await post(`/api/activities/${ids.full}/join`, twin).expect(200);
    await activitiesCollection().updateOne({ _id: oid(ids.past) }, { $set: { date: inDays(-1) } });
  });

  it('when I ask for activities, then upcoming ones I can join come with friends going first, then by interest, then date', async () => {
    const response = await get('/api/recommendations', me).expect(200);
    const activities: Activity[] = response.body;
    expect(activities.map((a) => a._id)).toEqual([ids.withFriend, ids.chess, ids.boardGames]);
    expect(activities[1]).toMatchObject({
      title: 'Chess tournament',
      creator: { _id: organizer.user._id },
    });
  });

  it('when I ask for insights, then they list what I joined and what I created', async () => {
    const response = await get('/api/recommendations/insights', me).expect(200);
    const insights: ActivityInsights = response.body;
    expect(insights.joinedActivities.map((a) => a._id)).toEqual([ids.joined]);
    expect(insights.createdActivities.map((a) => a._id)).toEqual([ids.mine]);
  });

  it('when activities are recommended, then similar ones still answer under the same prefix', async () => {
    const response = await get(`/api/recommendations/similar/${ids.chess}`, me).expect(200);
    expect(Array.isArray(response.body)).toBe(true);
  });
});
