import { activityRoomId, CHAT_MESSAGES as M, SOCKET_EVENTS as E } from '@peerconnect/contracts';
import mongoose from 'mongoose';
import { chatServerPerFile } from '@/test/chat-test-server';
import { registerStudent } from '@/test/test-app';
import { activityWith, as, makeFriends, newClientId, type Student } from '@/test/student-fixtures';

const ACK_MS = 5_000;
const chat = chatServerPerFile();
const app = () => chat.server().app;
let ana: Student;
let ben: Student;
let cleo: Student;
let groupChat: string;
let otherGroupChat: string;
const GROUP = 'the group';
const OTHER_GROUP = 'another activity’s group';
const WITH_BEN = 'the conversation with Ben';
const WITH_CLEO = 'the conversation with Cleo';
/** One message of each chat Ana is in, by chat. */
const quoted = { [GROUP]: '', [OTHER_GROUP]: '', [WITH_BEN]: '', [WITH_CLEO]: '' };

type Via = 'http' | 'socket';
type Chat = keyof typeof quoted;
/** A refused send's code and error, the same over HTTP and the socket; none when it is taken. */
interface Refusal {
  code?: string;
  error?: string;
}
const refusalIn = ({ body }: { body: { code?: string; message?: string } }): Refusal => ({
  code: body.code,
  error: body.message,
});
const refusalOf = (ack: { success: true } | { success: false; code: string; error: string }) =>
  ack.success ? {} : { code: ack.code, error: ack.error };

/** Ana posts `content` to the group chat, quoting `replyTo`. */
async function postToGroup(via: Via, content: string, replyTo?: string): Promise<Refusal> {
  const message = { content, clientId: newClientId(), ...(replyTo ? { replyTo } : {}) };
  if (via === 'http') {
    const body = { activityId: groupChat, ...message };
    return refusalIn(await as(app(), ana).post('/api/messages/activity', body));
  }
  const tab = await chat.tab(ana.token);
  const payload = { roomId: activityRoomId(groupChat), ...message };
  return refusalOf(await tab.timeout(ACK_MS).emitWithAck(E.sendActivityMessage, payload));
}

/** Ana sends `content` to Ben, quoting `replyTo`. */
async function postToBen(via: Via, content: string, replyTo?: string): Promise<Refusal> {
  const message = {
    receiverId: ben.user._id,
    content,
    clientId: newClientId(),
    ...(replyTo ? { replyTo } : {}),
  };
  if (via === 'http') return refusalIn(await as(app(), ana).post('/api/messages', message));
  const tab = await chat.tab(ana.token);
  return refusalOf(await tab.timeout(ACK_MS).emitWithAck(E.sendMessage, message));
}

const post = { [GROUP]: postToGroup, [WITH_BEN]: postToBen };

const stored = async (content: string) => {
  const counts = await Promise.all(
    ['activitymessages', 'directmessages'].map((name) =>
      mongoose.connection.collection(name).countDocuments({ content }),
    ),
  );
  return counts[0]! + counts[1]!;
};

/** The id of a message `student` sent over HTTP to the chat `to` names. */
async function sentBy(student: Student, path: string, to: object): Promise<string> {
  const body = { ...to, content: 'the one quoted', clientId: newClientId() };
  const response = await as(app(), student).post(path, body);
  expect(response.status).toBe(201);
  return response.body._id;
}

beforeAll(async () => {
  [ana, ben, cleo] = [
    await registerStudent(app()),
    await registerStudent(app()),
    await registerStudent(app()),
  ];
  await makeFriends(ana, ben);
  await makeFriends(ana, cleo);
  groupChat = await activityWith(app(), ana, [ben, cleo]);
  otherGroupChat = await activityWith(app(), ben, [ana]);
  quoted[GROUP] = await sentBy(ben, '/api/messages/activity', { activityId: groupChat });
  quoted[OTHER_GROUP] = await sentBy(ben, '/api/messages/activity', { activityId: otherGroupChat });
  quoted[WITH_BEN] = await sentBy(ben, '/api/messages', { receiverId: ana.user._id });
  quoted[WITH_CLEO] = await sentBy(cleo, '/api/messages', { receiverId: ana.user._id });
});

describe('what a reply may quote', () => {
  const vias: Via[] = ['http', 'socket'];
  const refused: [keyof typeof post, Chat][] = [
    [GROUP, OTHER_GROUP],
    [GROUP, WITH_BEN],
    [WITH_BEN, WITH_CLEO],
    [WITH_BEN, GROUP],
  ];

  it.each(vias.flatMap((via) => refused.map(([to, from]) => [via, to, from] as const)))(
    'when Ana’s %s message to %s quotes a message of %s, then NOT_FOUND and nothing is stored',
    async (via, to, from) => {
      const content = `quoting across chats ${newClientId()}`;
      expect(await post[to](via, content, quoted[from])).toEqual({
        code: 'NOT_FOUND',
        error: M.replyNotFound,
      });
      expect(await stored(content)).toBe(0);
    },
  );

  it.each(vias.flatMap((via) => ([GROUP, WITH_BEN] as const).map((to) => [via, to] as const)))(
    'when Ana’s %s message to %s quotes a message of that chat, then it is stored',
    async (via, to) => {
      const content = `quoting my own chat ${newClientId()}`;
      expect(await post[to](via, content, quoted[to])).toEqual({});
      expect(await stored(content)).toBe(1);
    },
  );
});
