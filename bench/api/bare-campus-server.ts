/**
 * The campus bench's anchor: the routes a student's evening uses, on a bare stack (Express 5,
 * socket.io, mongoose with plain `lean()` queries and projections, JSON Web Token verification
 * only), reading the same collections of the same database and answering lists of the API's
 * lengths; the chat's two sends stored with one insert each and fanned out to the same rooms. No
 * validation, rules, caches or notifications: what the same answers cost at the least.
 * Prints `listening on <address>` (a port of its own choosing). Usage (in bench/):
 * tsx api/bare-campus-server.ts <MongoDB URI> <token secret>
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  activityRoomId,
  SOCKET_EVENTS as E,
  SOCKET_PATH,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@peerconnect/contracts';
import express, { type NextFunction, type Request, type Response } from 'express';
import jwt from 'jsonwebtoken';
import mongoose, { Types } from 'mongoose';
import { Server } from 'socket.io';

const [uri = '', secret = ''] = process.argv.slice(2);
/** The lengths of the API's lists (its answers' sizes, measured by the bench). */
const LIST = { page: 20, recommended: 10, suggestions: 20 } as const;
const USER_FIELDS = { username: 1, profilePicture: 1 } as const;
const ACTIVITY_FIELDS = {
  title: 1,
  description: 1,
  category: 1,
  date: 1,
  endDate: 1,
  location: 1,
  maxParticipants: 1,
  image: 1,
  creator: 1,
  participants: 1,
  waitlistCount: 1,
  createdAt: 1,
} as const;

await mongoose.connect(uri);
const db = mongoose.connection;
const users = db.collection('users');
const activities = db.collection('activities');

const userIdOf = (token: string) =>
  new Types.ObjectId(
    jwt.verify(token, secret, {
      algorithms: ['HS256'],
      issuer: 'peerconnect',
      audience: 'peerconnect-web',
    }).sub as string,
  );

type Doc = Record<string, unknown> & {
  _id: Types.ObjectId;
  creator: Types.ObjectId;
  participants: Types.ObjectId[];
};

/** Activities with their organiser and participants named: one query for all the people. */
async function activityViews(docs: Doc[]) {
  const ids = docs.flatMap((doc) => [doc.creator, ...doc.participants]);
  const people = await users.find({ _id: { $in: ids } }, { projection: USER_FIELDS }).toArray();
  const byId = new Map(people.map((person) => [String(person._id), person]));
  return docs.map((doc) => ({
    ...doc,
    creator: byId.get(String(doc.creator)),
    participants: doc.participants.map((id) => byId.get(String(id))),
  }));
}

const upcoming = () => ({ endDate: { $gte: new Date() } });
const findActivities = (filter: object, limit = 0) =>
  activities
    .find<Doc>(filter, { projection: ACTIVITY_FIELDS })
    .sort({ date: 1, _id: 1 })
    .limit(limit)
    .toArray();

const app = express();
app.get('/api/health', (_req, res) => {
  res.json({ status: 'ok', database: 'connected' });
});
app.use((req: Request, res: Response, next: NextFunction) => {
  try {
    res.locals.me = userIdOf(req.get('authorization')?.slice('Bearer '.length) ?? '');
    next();
  } catch {
    res.status(401).json({ error: 'Not signed in' });
  }
});
const me = (res: Response) => res.locals.me as Types.ObjectId;
const memberOf = (id: Types.ObjectId) => ({ $or: [{ creator: id }, { participants: id }] });

app.get('/api/auth/me', async (_req, res) => {
  res.json(
    await users.findOne(
      { _id: me(res) },
      {
        projection: {
          passwordHash: 0,
          friends: 0,
          interestKeys: 0,
          usernameKey: 0,
          tokenVersion: 0,
          __v: 0,
        },
      },
    ),
  );
});
app.get('/api/messages/inbox', async (_req, res) => {
  const mine = await activities
    .find<Doc>(memberOf(me(res)), { projection: { title: 1 } })
    .toArray();
  const last = await db
    .collection('activitymessages')
    .find(
      { activity: { $in: mine.map((activity) => activity._id) } },
      { projection: { content: 1, activity: 1, createdAt: 1 } },
    )
    .sort({ createdAt: -1 })
    .limit(mine.length)
    .toArray();
  res.json(
    mine.map((activity) => ({
      kind: 'activity',
      activity,
      lastMessage: last.find((m) => String(m.activity) === String(activity._id)) ?? null,
      unreadCount: 0,
      muted: false,
    })),
  );
});
app.get('/api/recommendations/insights', async (_req, res) => {
  const mine = await activityViews(await findActivities({ ...memberOf(me(res)), ...upcoming() }));
  const created = mine.filter((activity) => String(activity.creator?._id) === String(me(res)));
  res.json({
    joinedActivities: mine.filter((a) => !created.includes(a)),
    createdActivities: created,
  });
});
app.get('/api/friends', async (_req, res) => {
  const self = await users.findOne({ _id: me(res) }, { projection: { friends: 1 } });
  res.json(
    await users
      .find({ _id: { $in: self?.friends ?? [] } }, { projection: { ...USER_FIELDS, major: 1 } })
      .toArray(),
  );
});
app.get('/api/friends/requests', async (_req, res) => {
  res.json(
    await db
      .collection('friendrequests')
      .find({ recipient: me(res), status: 'pending' })
      .toArray(),
  );
});
app.get('/api/recommendations/friends', async (_req, res) => {
  const self = await users.findOne(
    { _id: me(res) },
    { projection: { friends: 1, interestKeys: 1 } },
  );
  const suggestions = await users
    .find(
      {
        _id: { $nin: [me(res), ...(self?.friends ?? [])] },
        interestKeys: { $in: self?.interestKeys ?? [] },
      },
      { projection: { ...USER_FIELDS, hobbies: 1, sports: 1, major: 1 } },
    )
    .limit(LIST.suggestions)
    .toArray();
  res.json(
    suggestions.map(({ hobbies, sports, ...user }) => ({
      ...user,
      similarityScore: 50,
      sharedInterests: [
        ...(hobbies as string[]).map((value) => ({ type: 'hobbies', value })),
        ...(sports as string[]).map((value) => ({ type: 'sports', value })),
      ],
      isOnline: false,
      isNew: false,
      mutualFriends: [],
    })),
  );
});
app.get('/api/recommendations', async (_req, res) => {
  res.json(await activityViews(await findActivities(upcoming(), LIST.recommended)));
});
app.get('/api/activities', async (req, res) => {
  const items = await activityViews(
    await findActivities({ category: req.query.category, ...upcoming() }, LIST.page),
  );
  res.json(items);
});
app.get('/api/activities/:id', async (req, res) => {
  const [activity] = await activityViews(
    await findActivities({ _id: new Types.ObjectId(req.params.id) }),
  );
  res.json(activity);
});
const changeParticipation =
  (change: '$addToSet' | '$pull') => async (req: Request, res: Response) => {
    const _id = new Types.ObjectId(String(req.params.id));
    await activities.updateOne({ _id }, { [change]: { participants: me(res) } });
    const [activity] = await activityViews(await findActivities({ _id }));
    res.json(activity);
  };
app.post('/api/activities/:id/join', changeParticipation('$addToSet'));
app.delete('/api/activities/:id/leave', changeParticipation('$pull'));

const server = createServer(app);
const io = new Server<ClientToServerEvents, ServerToClientEvents>(server, {
  path: SOCKET_PATH,
  serveClient: false,
});
const userRoom = (id: string) => `user-${id}`;
io.use((socket, next) => {
  try {
    socket.data.userId = String(
      userIdOf(String((socket.handshake.auth as { token?: string }).token)),
    );
    next();
  } catch {
    next(new Error('Not signed in'));
  }
});
io.on('connection', (socket) => {
  const userId = socket.data.userId as string;
  const self = new Types.ObjectId(userId);
  const sender = users.findOne({ _id: self }, { projection: USER_FIELDS });
  void socket.join(userRoom(userId));
  socket.on(E.joinActivityRooms, async ({ roomIds }, ack) => {
    const ids = roomIds.map((room) => new Types.ObjectId(room.slice(room.indexOf('-') + 1)));
    const mine = await activities
      .find({ _id: { $in: ids }, ...memberOf(self) }, { projection: { _id: 1 } })
      .toArray();
    const joined = mine.map((activity) => activityRoomId(String(activity._id)));
    await socket.join(joined);
    ack({ success: true, roomIds: joined });
  });
  socket.on(E.sendActivityMessage, async ({ roomId, content, clientId = '' }, ack) => {
    if (!socket.rooms.has(roomId))
      return ack({ success: false, error: 'Not a member', code: 'FORBIDDEN' });
    const activity = new Types.ObjectId(roomId.slice(roomId.indexOf('-') + 1));
    const stored = { activity, sender: self, content, clientId, createdAt: new Date() };
    const { insertedId } = await db.collection('activitymessages').insertOne(stored);
    const message = {
      _id: String(insertedId),
      content,
      sender: { _id: userId, username: String((await sender)?.username) },
      roomId,
      createdAt: stored.createdAt.toISOString(),
      clientId,
    };
    socket.to(roomId).emit(E.activityMessage, message);
    ack({ success: true, message });
  });
  socket.on(E.sendMessage, async ({ receiverId, content, clientId = '' }, ack) => {
    const stored = {
      sender: self,
      recipient: new Types.ObjectId(receiverId),
      roomId: [userId, receiverId].sort().join('_'),
      content,
      clientId,
      read: false,
      createdAt: new Date(),
    };
    const { insertedId } = await db.collection('directmessages').insertOne(stored);
    const message = {
      ...stored,
      _id: String(insertedId),
      sender: userId,
      recipient: receiverId,
      createdAt: stored.createdAt.toISOString(),
    };
    socket.to([userRoom(userId), userRoom(receiverId)]).emit(E.receiveMessage, message as never);
    ack({ success: true, message: message as never });
  });
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`listening on http://127.0.0.1:${port}\n`);
});
process.on('SIGTERM', () => process.exit(0));
