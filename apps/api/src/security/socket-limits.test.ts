import mongoose from 'mongoose';
import { API_MESSAGES, CHAT_MESSAGES as M, SOCKET_EVENTS as E } from '@peerconnect/contracts';
import { chatServerPerFile, connected, type ChatClient } from '@/test/chat-test-server';
import { registerStudent } from '@/test/test-app';
import { activityWith, as, newClientId, type Student } from '@/test/student-fixtures';

const chat = chatServerPerFile();
const server = () => chat.server();
const ACK_MS = 5_000;

let organizer: Student;
let activityId: string;

beforeAll(async () => {
  organizer = await registerStudent(server().app);
});

/** Opens `count` sockets of one student at once; those connected, and the refusals. */
async function openSockets(student: Student, count: number) {
  const clients = Array.from({ length: count }, () => chat.open(server().url, student.token));
  const results = await Promise.allSettled(clients.map((client) => connected(client)));
  return {
    open: results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])),
    refusals: results.flatMap((result) =>
      result.status === 'rejected' ? [(result.reason as Error).message] : [],
    ),
  };
}

describe('limits per student over the socket', () => {
  it('when one student opens 20 sockets, then 10 connect and the others are refused with a clear message; a closed one frees its place', async () => {
    const student = await registerStudent(server().app);
    const { open, refusals } = await openSockets(student, 20);
    expect(open).toHaveLength(10);
    expect(refusals).toEqual(Array.from({ length: 10 }, () => API_MESSAGES.tooManySockets));

    open[0]!.disconnect();
    await new Promise((wait) => setTimeout(wait, 100));
    expect((await openSockets(student, 2)).open).toHaveLength(1);
  });

  it('when all of a student’s sockets send at once, then together they get the 60 messages a minute HTTP allows, and HTTP shares the count', async () => {
    const student = await registerStudent(server().app);
    activityId = await activityWith(server().app, organizer, [student]);
    const { open } = await openSockets(student, 10);
    const send = (client: ChatClient) =>
      client.timeout(ACK_MS).emitWithAck(E.sendActivityMessage, {
        roomId: `activity-${activityId}`,
        content: 'hello',
        clientId: newClientId(),
      });
    // 7 from each of the 10 sockets: within every socket's own burst of 20, over the student's 60.
    const acks = await Promise.all(
      open.flatMap((client) => Array.from({ length: 7 }, () => send(client))),
    );

    expect(acks.filter((ack) => ack.success)).toHaveLength(60);
    const refused = acks.filter((ack) => !ack.success);
    expect(refused).toHaveLength(10);
    expect(refused[0]).toEqual({ success: false, error: M.tooFast, code: 'RATE_LIMITED' });
    const stored = mongoose.connection.collection('activitymessages');
    const activity = new mongoose.Types.ObjectId(activityId);
    expect(await stored.countDocuments({ activity, content: 'hello' })).toBe(60);

    const overHttp = await as(server().app, student).post('/api/messages/activity', {
      activityId,
      content: 'over HTTP',
      clientId: newClientId(),
    });
    expect(overHttp.status).toBe(429);
    // Another student of the same activity is not held back by it.
    expect((await send(await chat.tab(organizer.token))).success).toBe(true);
  });
});
