import { createTokens } from '@/modules/auth';
import { createAccount } from '@/modules/users';
import { signedIn, TEST_SECRET, type Student, useTestApp } from '@/test/test-app';
import { FriendRequestModel, LIVE_PAIR_INDEX } from './friend-request.model';
import { pairKeyOf } from './pair-key';
import { oneLiveTiePerPair } from './live-pair-migration';

const t = useTestApp();
const tokens = createTokens(TEST_SECRET, '1h');

/** Students stored directly (registering 30 through the API only hashes passwords). */
async function students(count: number): Promise<Student[]> {
  const stamp = Date.now().toString(36);
  const users = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      createAccount({
        username: `racer${stamp}${i}`,
        email: `racer${stamp}${i}@uni.example`,
        passwordHash: 'not-used',
      }),
    ),
  );
  return users.map((user) => ({
    token: tokens.sign({ userId: user._id.toString(), version: 0 }),
    user: { _id: user._id.toString(), username: user.username },
    email: user.email,
    password: 'not-used',
  }));
}
const as = (student: Student) => signedIn(t.app, student.token);
const sendRequest = (from: Student, to: Student) =>
  as(from).post('/api/friends/request', { userId: to.user._id });

describe('friend requests racing within a pair', () => {
  it('when both students of 15 pairs send 3 requests each way at once, then every pair ends either friends or with one pending request, never both', async () => {
    const people = await students(30);
    const pairs = Array.from(
      { length: 15 },
      (_, i) => [people[2 * i]!, people[2 * i + 1]!] as [Student, Student],
    );
    await Promise.all(
      pairs.flatMap(([a, b]) => [0, 1, 2].flatMap(() => [sendRequest(a, b), sendRequest(b, a)])),
    );
    for (const [a, b] of pairs) {
      const friends = ((await as(a).get('/api/friends')).body as { _id: string }[]).map(
        (friend) => friend._id,
      );
      const pending = await FriendRequestModel.countDocuments({
        pairKey: pairKeyOf(a.user._id, b.user._id),
        status: 'pending',
      });
      expect({ friends: friends.includes(b.user._id), pending }).toEqual(
        friends.includes(b.user._id)
          ? { friends: true, pending: 0 }
          : { friends: false, pending: 1 },
      );
      if (!friends.includes(b.user._id)) continue;
      // Once unfriended, nothing is left for either to accept.
      expect((await as(a).delete(`/api/friends/${b.user._id}`)).status).toBe(200);
      expect((await as(a).get('/api/friends/requests')).body).toEqual([]);
      expect((await as(b).get('/api/friends/requests')).body).toEqual([]);
    }
  }, 60_000);
});

describe('moving a database to one live tie per pair', () => {
  it('when a race left a pending request beside a friendship, then the request goes and the new index guards the pair', async () => {
    const collection = FriendRequestModel.collection;
    await collection.dropIndex(LIVE_PAIR_INDEX);
    await collection.createIndex(
      { pairKey: 1 },
      { unique: true, partialFilterExpression: { status: 'pending' } },
    );
    const [a, b] = await students(2);
    const pair = { pairKey: pairKeyOf(a!.user._id, b!.user._id) };
    const ids = [a!.user._id, b!.user._id];
    await FriendRequestModel.create([
      { ...pair, sender: ids[0], recipient: ids[1], status: 'accepted' },
      { ...pair, sender: ids[1], recipient: ids[0], status: 'pending' },
    ]);
    expect(await oneLiveTiePerPair()).toBe(1);
    expect(await FriendRequestModel.find(pair, { status: 1, _id: 0 }).lean()).toEqual([
      { status: 'accepted' },
    ]);
    const names = (await collection.indexes()).map((index) => index.name);
    expect(names).toContain(LIVE_PAIR_INDEX);
    expect(names).not.toContain('pairKey_1');
    await expect(
      FriendRequestModel.create({ ...pair, sender: ids[1], recipient: ids[0] }),
    ).rejects.toMatchObject({ code: 11000 });
    expect(await oneLiveTiePerPair()).toBe(0);
  });
});
