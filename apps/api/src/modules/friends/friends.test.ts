import mongoose from 'mongoose';
import request from 'supertest';
import { registerStudent, signedIn, type Student, useTestApp } from '@/test/test-app';

const t = useTestApp();

const as = (student: Student) => signedIn(t.app, student.token);

const sendRequest = (from: Student, to: Student) =>
  as(from).post('/api/friends/request', { userId: to.user._id });

/** Sends a request and returns the id the recipient sees in their pending list. */
async function pendingRequestId(from: Student, to: Student): Promise<string> {
  const sent = await sendRequest(from, to);
  expect(sent.status).toBe(201);
  return sent.body.request._id as string;
}

async function befriend(a: Student, b: Student): Promise<void> {
  const accepted = await as(b).put(`/api/friends/accept/${await pendingRequestId(a, b)}`);
  expect(accepted.status).toBe(200);
}

/** The ids in the user's stored friends list, duplicates included. */
async function storedFriendIds(student: Student): Promise<string[]> {
  const user = await mongoose.connection
    .collection('users')
    .findOne({ _id: new mongoose.Types.ObjectId(student.user._id) });
  return ((user?.friends ?? []) as mongoose.Types.ObjectId[]).map(String);
}

const friendIds = async (student: Student) =>
  ((await as(student).get('/api/friends')).body as { _id: string }[]).map((f) => f._id);

const unknownId = () => new mongoose.Types.ObjectId().toString();

describe('sending a friend request', () => {
  it('when a student asks another, then 201 with the pending request, which the other sees with the sender', async () => {
    const ada = await registerStudent(t.app, { major: 'Maths' });
    const bob = await registerStudent(t.app);
    const sent = await sendRequest(ada, bob);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      status: 'pending',
      message: 'Friend request sent successfully!',
      request: { recipient: { _id: bob.user._id, username: bob.user.username } },
    });
    const received = await as(bob).get('/api/friends/requests');
    expect(received.body).toEqual([
      {
        _id: sent.body.request._id,
        sender: {
          _id: ada.user._id,
          username: ada.user.username,
          profilePicture: '',
          major: 'Maths',
        },
        createdAt: sent.body.request.createdAt,
      },
    ]);
    expect((await as(ada).get('/api/friends/requests')).body).toEqual([]);
  });

  it('when the sender has a picture, then the request shows it as an absolute URL', async () => {
    const ada = await registerStudent(t.app);
    const bob = await registerStudent(t.app);
    await as(ada).post('/api/users/random-avatar');
    await sendRequest(ada, bob);
    const [request] = (await as(bob).get('/api/friends/requests')).body;
    expect(request.sender.profilePicture).toMatch(
      /^http:\/\/[^/]+\/api\/avatars\/[a-f\d]{16}\.svg$/,
    );
  });

  // A malformed id in a body is invalid input (400); in a path it names nobody (404).
  const MALFORMED_IN_BODY = { status: 400, message: 'Invalid id' };
  const MALFORMED_IN_PATH = { status: 404, message: 'User not found' };

  it.each<[string, (from: Student, userId: string) => request.Test, object]>([
    [
      '/api/friends/request',
      (from, userId) => as(from).post('/api/friends/request', { userId }),
      MALFORMED_IN_BODY,
    ],
    [
      '/api/friends/request-by-id',
      (from, userId) => as(from).post('/api/friends/request-by-id', { userId }),
      MALFORMED_IN_BODY,
    ],
    [
      '/api/friends/request/:userId',
      (from, userId) => as(from).post(`/api/friends/request/${userId}`),
      MALFORMED_IN_PATH,
    ],
  ])(
    'when %s is used, then every rule answers exactly as on the main path',
    async (_path, send, malformed) => {
      const ada = await registerStudent(t.app);
      const bob = await registerStudent(t.app);
      const cy = await registerStudent(t.app);
      await befriend(ada, cy);
      const outcome = async (response: Promise<request.Response>) => {
        const { status, body } = await response;
        return { status, message: body.message, kind: body.status };
      };
      expect([
        await outcome(send(ada, bob.user._id)),
        await outcome(send(ada, bob.user._id)),
        await outcome(send(ada, ada.user._id)),
        await outcome(send(ada, unknownId())),
        await outcome(send(ada, 'not-an-id')),
        await outcome(send(ada, cy.user._id)),
        await outcome(send(bob, ada.user._id)),
      ]).toEqual([
        { status: 201, message: 'Friend request sent successfully!', kind: 'pending' },
        { status: 400, message: 'A friend request is already pending' },
        { status: 400, message: 'You cannot send a friend request to yourself' },
        { status: 404, message: 'User not found' },
        malformed,
        { status: 400, message: 'You are already friends with this user' },
        {
          status: 200,
          message: 'This user had already sent you a friend request, so you are now friends',
          kind: 'accepted',
        },
      ]);
    },
  );

  it('when the other student had already asked, then theirs is accepted and both are friends', async () => {
    const ada = await registerStudent(t.app);
    const bob = await registerStudent(t.app);
    await as(ada)
      .put('/api/users/profile')
      .send({ username: ada.user.username, location: 'Library' });
    await sendRequest(ada, bob);
    const reply = await sendRequest(bob, ada);
    expect(reply.status).toBe(200);
    expect(reply.body.friend).toEqual({
      _id: ada.user._id,
      username: ada.user.username,
      profilePicture: '',
      location: 'Library',
    });
    expect(await friendIds(ada)).toEqual([bob.user._id]);
    expect(await friendIds(bob)).toEqual([ada.user._id]);
    expect((await as(ada).get('/api/friends/requests')).body).toEqual([]);
    expect((await as(bob).get('/api/friends/requests')).body).toEqual([]);
  });

  it('when two students ask each other at the same moment, then they end as friends exactly once', async () => {
    const ada = await registerStudent(t.app);
    const bob = await registerStudent(t.app);
    const replies = await Promise.all([sendRequest(ada, bob), sendRequest(bob, ada)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 201]);
    expect(await storedFriendIds(ada)).toEqual([bob.user._id]);
    expect(await storedFriendIds(bob)).toEqual([ada.user._id]);
    expect((await as(ada).get('/api/friends/requests')).body).toEqual([]);
    expect((await as(bob).get('/api/friends/requests')).body).toEqual([]);
  });

  it('when the same request is sent twice at once, then one is made and the other is refused', async () => {
    const ada = await registerStudent(t.app);
    const bob = await registerStudent(t.app);
    const replies = await Promise.all([sendRequest(ada, bob), sendRequest(ada, bob)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 400]);
    expect((await as(bob).get('/api/friends/requests')).body).toHaveLength(1);
  });

  it('when nobody is signed in, then 401', async () => {
    const bob = await registerStudent(t.app);
    const response = await request(t.app)
      .post('/api/friends/request')
      .send({ userId: bob.user._id });
    expect(response.status).toBe(401);
  });
});

describe('pending requests received', () => {
  it('when several arrive, then only pending ones addressed to me are listed, newest first', async () => {
    const me = await registerStudent(t.app);
    const [first, second, declined, mine] = await Promise.all(
      [1, 2, 3, 4].map(() => registerStudent(t.app)),
    );
    if (!first || !second || !declined || !mine) throw new Error('students missing');
    await sendRequest(first, me);
    await sendRequest(second, me);
    await as(me).put(`/api/friends/reject/${await pendingRequestId(declined, me)}`);
    await sendRequest(me, mine);
    const received = (await as(me).get('/api/friends/requests')).body as {
      sender: { _id: string };
    }[];
    expect(received.map((r) => r.sender._id)).toEqual([second.user._id, first.user._id]);
  });
});

describe('accepting a friend request', () => {
  it('when the recipient accepts, then they get the friend and both list each other', async () => {
    const ada = await registerStudent(t.app, { major: 'Physics', graduationYear: 2027 });
    const bob = await registerStudent(t.app);
    const requestId = await pendingRequestId(ada, bob);
    const accepted = await as(bob).put(`/api/friends/accept/${requestId}`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({
      friend: {
        _id: ada.user._id,
        username: ada.user.username,
        profilePicture: '',
        major: 'Physics',
        graduationYear: 2027,
      },
    });
    expect(await friendIds(ada)).toEqual([bob.user._id]);
    expect(await friendIds(bob)).toEqual([ada.user._id]);
    expect((await as(bob).get('/api/friends/requests')).body).toEqual([]);
  });

  it('when the same request is accepted twice, even at once, then the answer repeats and the friendship exists once', async () => {
    const ada = await registerStudent(t.app);
    const bob = await registerStudent(t.app);
    const requestId = await pendingRequestId(ada, bob);
    const [first, second] = await Promise.all([
      as(bob).put(`/api/friends/accept/${requestId}`),
      as(bob).put(`/api/friends/accept/${requestId}`),
    ]);
    const third = await as(bob).put(`/api/friends/accept/${requestId}`);
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect(third.body).toEqual(first.body);
    expect(await storedFriendIds(ada)).toEqual([bob.user._id]);
    expect(await storedFriendIds(bob)).toEqual([ada.user._id]);
  });

  it('when someone other than the recipient accepts or rejects, then 403 and nothing changes', async () => {
    const ada = await registerStudent(t.app);
    const bob = await registerStudent(t.app);
    const eve = await registerStudent(t.app);
    const requestId = await pendingRequestId(ada, bob);
    for (const intruder of [eve, ada]) {
      for (const action of ['accept', 'reject']) {
        const response = await as(intruder).put(`/api/friends/${action}/${requestId}`);
        expect(response.status).toBe(403);
        expect(response.body).toEqual({
          code: 'FORBIDDEN',
          message: 'This friend request is not addressed to you',
        });
      }
    }
    expect(await friendIds(ada)).toEqual([]);
    expect((await as(bob).get('/api/friends/requests')).body).toHaveLength(1);
  });

  it.each([
    ['unknown', unknownId],
    ['malformed', () => 'not-an-id'],
  ])('when the request id is %s, then accept and reject answer 404', async (_label, id) => {
    const bob = await registerStudent(t.app);
    for (const action of ['accept', 'reject']) {
      const response = await as(bob).put(`/api/friends/${action}/${id()}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ code: 'NOT_FOUND', message: 'Friend request not found' });
    }
  });

  it('when a declined request is accepted later, then 400 and no friendship', async () => {
    const ada = await registerStudent(t.app);
    const bob = await registerStudent(t.app);
    const requestId = await pendingRequestId(ada, bob);
    await as(bob).put(`/api/friends/reject/${requestId}`);
    const late = await as(bob).put(`/api/friends/accept/${requestId}`);
    expect(late.status).toBe(400);
    expect(late.body).toEqual({
      code: 'BAD_REQUEST',
      message: 'This friend request has already been answered',
    });
    expect(await friendIds(bob)).toEqual([]);
  });
});

describe('rejecting a friend request', () => {
  it('when the recipient declines, then the request is gone, nobody is friends, and the sender may ask again', async () => {
    const ada = await registerStudent(t.app);
    const bob = await registerStudent(t.app);
    const requestId = await pendingRequestId(ada, bob);
    const declined = await as(bob).put(`/api/friends/reject/${requestId}`);
    expect(declined.status).toBe(200);
    expect(declined.body).toEqual({ message: 'Friend request declined' });
    expect((await as(bob).get('/api/friends/requests')).body).toEqual([]);
    expect(await friendIds(bob)).toEqual([]);
    expect((await sendRequest(ada, bob)).status).toBe(201);
  });

  it('when a request was already answered, then rejecting it answers 400', async () => {
    const ada = await registerStudent(t.app);
    const bob = await registerStudent(t.app);
    const declinedId = await pendingRequestId(ada, bob);
    await as(bob).put(`/api/friends/reject/${declinedId}`);
    const acceptedId = await pendingRequestId(ada, bob);
    await as(bob).put(`/api/friends/accept/${acceptedId}`);
    for (const id of [declinedId, acceptedId]) {
      const response = await as(bob).put(`/api/friends/reject/${id}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        code: 'BAD_REQUEST',
        message: 'This friend request has already been answered',
      });
    }
    expect(await friendIds(bob)).toEqual([ada.user._id]);
  });
});

describe('the friends list', () => {
  it('when a student has friends, then they come sorted by username ignoring case, with public card fields only', async () => {
    const me = await registerStudent(t.app);
    const zed = await registerStudent(t.app, { username: `Zed${Date.now() % 1e6}` });
    const amy = await registerStudent(t.app, {
      username: `amy${Date.now() % 1e6}`,
      major: 'Art',
      graduationYear: 2026,
    });
    await befriend(zed, me);
    await befriend(me, amy);
    await as(amy).post('/api/users/random-avatar');
    await as(amy).put('/api/users/profile').send({ username: amy.user.username, location: 'Oslo' });
    const list = await as(me).get('/api/friends');
    expect(list.status).toBe(200);
    expect(list.body.map((f: { username: string }) => f.username)).toEqual([
      amy.user.username,
      zed.user.username,
    ]);
    expect(list.body[0]).toEqual({
      _id: amy.user._id,
      username: amy.user.username,
      profilePicture: expect.stringMatching(/^http:\/\/[^/]+\/api\/avatars\/[a-f\d]{16}\.svg$/),
      major: 'Art',
      graduationYear: 2026,
      location: 'Oslo',
    });
  });

  it('when a student has no friends, then the list is empty', async () => {
    const loner = await registerStudent(t.app);
    expect((await as(loner).get('/api/friends')).body).toEqual([]);
  });
});

describe('unfriending', () => {
  it('when a friend is removed, then neither lists the other, and an old acceptance cannot restore it', async () => {
    const ada = await registerStudent(t.app);
    const bob = await registerStudent(t.app);
    const requestId = await pendingRequestId(ada, bob);
    await as(bob).put(`/api/friends/accept/${requestId}`);
    const removed = await as(ada).delete(`/api/friends/${bob.user._id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: 'Friend removed' });
    expect(await storedFriendIds(ada)).toEqual([]);
    expect(await storedFriendIds(bob)).toEqual([]);
    expect((await as(bob).put(`/api/friends/accept/${requestId}`)).status).toBe(404);
    expect(await friendIds(bob)).toEqual([]);
    expect((await sendRequest(bob, ada)).status).toBe(201);
  });

  it.each([
    ['a stranger', async () => (await registerStudent(t.app)).user._id],
    ['an unknown id', async () => unknownId()],
    ['a malformed id', async () => 'not-an-id'],
  ])('when the other is %s, then 404 "not friends"', async (_label, otherId) => {
    const ada = await registerStudent(t.app);
    const response = await as(ada).delete(`/api/friends/${await otherId()}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      code: 'NOT_FOUND',
      message: 'You are not friends with this user',
    });
  });
});
