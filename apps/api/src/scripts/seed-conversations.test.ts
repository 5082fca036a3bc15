import { ACTIVITY_CATEGORIES } from '@peerconnect/contracts';
import request from 'supertest';
import { useTestApp } from '@/test/test-app';
import { emailOf, generateCommunity } from './generate-community';
import { LONG_CONVERSATION } from './long-conversation';
import { randomSource } from './random';
import { seedConversations } from './seed-conversations';

const t = useTestApp();
let token: string;
const PASSWORD = 'sample-pass';

beforeAll(async () => {
  await generateCommunity({
    users: 80,
    activities: 40,
    seed: 3,
    friendsPerUser: 6,
    samplePassword: PASSWORD,
    sampleUsers: 2,
  });
  await seedConversations(randomSource(3), [emailOf(0), emailOf(1)]);
  const login = await request(t.app)
    .post('/api/auth/login')
    .send({ email: emailOf(0), password: PASSWORD })
    .expect(200);
  token = login.body.token as string;
});

const get = (path: string) => request(t.app).get(path).set('Authorization', `Bearer ${token}`);

describe('a seeded community, seen by a sample student', () => {
  it('when they open their friend requests, then some are waiting', async () => {
    const { body } = await get('/api/friends/requests').expect(200);
    expect(body.length).toBeGreaterThanOrEqual(3);
  });

  it('when they open their messages, then conversations with friends are there', async () => {
    const { body } = await get('/api/messages/conversations').expect(200);
    expect(body.length).toBeGreaterThan(0);
    expect(body[0].lastMessage.content).toEqual(expect.any(String));
  });

  it('when they open an activity they joined, then its group chat has messages', async () => {
    const { body: joined } = await get('/api/activities/user/joined').expect(200);
    expect(joined.length).toBeGreaterThan(0);
    const { body: chat } = await get(`/api/messages/activity/${joined[0]._id}`).expect(200);
    expect(chat.length).toBeGreaterThan(0);
  });

  it('when they browse activities, then every category has upcoming ones', async () => {
    const { body } = await get('/api/activities?limit=100').expect(200);
    const upcoming = body.filter((a: { date: string }) => new Date(a.date) > new Date());
    const categories = new Set(upcoming.map((a: { category: string }) => a.category));
    expect([...categories].sort()).toEqual([...ACTIVITY_CATEGORIES].sort());
  });

  it('when they open the long chat with the second sample student, then it spans days and pages back to its first line', async () => {
    const { body: rows } = await get('/api/messages/conversations').expect(200);
    const long = rows.find(
      (row: { lastMessage: { content: string } }) =>
        row.lastMessage.content === LONG_CONVERSATION.last,
    );
    expect(long.unreadCount).toBe(1);
    const seen: { _id: string; content: string; createdAt: string }[] = [];
    let page = (await get(`/api/messages/${long.user._id}`).expect(200)).body;
    while (page.length > 0) {
      seen.unshift(...page);
      page = (await get(`/api/messages/${long.user._id}?before=${page[0]._id}`).expect(200)).body;
    }
    expect(seen).toHaveLength(LONG_CONVERSATION.messages);
    expect(seen[0]?.content).toBe(LONG_CONVERSATION.first);
    const days = new Set(seen.map((message) => message.createdAt.slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(LONG_CONVERSATION.days - 1);
  });
});

describe('replies and reactions in the seeded chats', () => {
  it('when a sample student reads their conversations, then some messages quote an earlier one and some carry reactions', async () => {
    const { body: conversations } = await get('/api/messages/conversations').expect(200);
    const pages = await Promise.all(
      conversations.map((row: { user: { _id: string } }) =>
        get(`/api/messages/${row.user._id}`).then((response) => response.body),
      ),
    );
    const messages = pages.flat() as {
      _id: string;
      replyTo?: { _id: string };
      reactions?: unknown[];
    }[];
    expect(messages.some((message) => message.replyTo !== undefined)).toBe(true);
    expect(messages.some((message) => (message.reactions?.length ?? 0) > 0)).toBe(true);
  });
});
