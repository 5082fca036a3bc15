import { ACTIVITY_CATEGORIES } from '@peerconnect/contracts';
import mongoose from 'mongoose';
import request from 'supertest';
import { activitiesCollection } from '@/test/activities-collection';
import { useTestApp } from '@/test/test-app';
import { generateCommunity } from './generate-community';

const t = useTestApp();
const students = () => mongoose.connection.collection('users');
const now = new Date('2030-01-15T12:00:00Z');
const options = {
  users: 300,
  activities: 200,
  seed: 7,
  now,
  samplePassword: 'sample-pass',
  sampleUsers: 2,
};

async function snapshot() {
  const users = await students()
    .find({}, { projection: { username: 1, hobbies: 1, friends: 1 } })
    .sort({ _id: 1 })
    .toArray();
  const activities = await activitiesCollection()
    .find({}, { projection: { title: 1, date: 1 } })
    .sort({ _id: 1 })
    .toArray();
  return JSON.stringify({ users, activities });
}

describe('generating a community', () => {
  let first: string;
  let logins: { email: string; username: string }[];

  beforeAll(async () => {
    await generateCommunity(options);
    first = await snapshot();
    await mongoose.connection.dropDatabase();
    logins = (await generateCommunity(options)).sampleLogins;
  });

  it('when generated twice with the same seed, then the data are identical, ids included', async () => {
    expect(await snapshot()).toBe(first);
  });

  it('when a sample login is used, then that student signs in; the others cannot', async () => {
    const [sample] = logins;
    await request(t.app)
      .post('/api/auth/login')
      .send({ email: sample?.email, password: 'sample-pass' })
      .expect(200);
    await request(t.app)
      .post('/api/auth/login')
      .send({ email: 'student3@students.peerconnect.test', password: 'sample-pass' })
      .expect(401);
  });

  it('when generated, then every address is verified but the last sample login’s, which shows the banner', async () => {
    const unverified = await students()
      .find({ emailVerified: false }, { projection: { email: 1 } })
      .toArray();
    expect(unverified.map((user) => user.email)).toEqual([logins.at(-1)?.email]);
  });

  it('when generated, then friendships are on both sides and every category has activities', async () => {
    const users = await students()
      .find({}, { projection: { friends: 1 } })
      .toArray();
    const friendsOf = new Map(users.map((u) => [u._id.toString(), u.friends.map(String)]));
    for (const [id, friends] of friendsOf) {
      for (const friend of friends) expect(friendsOf.get(friend)).toContain(id);
    }
    const categories = await activitiesCollection().distinct('category');
    expect([...categories].sort()).toEqual([...ACTIVITY_CATEGORIES].sort());
    expect(await activitiesCollection().countDocuments({ date: { $gte: now } })).toBeGreaterThan(
      100,
    );
  });
});
