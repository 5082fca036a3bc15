import { CHAT_MESSAGES as M, SOCKET_EVENTS as E } from '@peerconnect/contracts';
import { chatServerPerFile, collect, eventually } from '@/test/chat-test-server';
import { registerStudent } from '@/test/test-app';
import { activityWith, as, makeFriends, newClientId, type Student } from '@/test/student-fixtures';
import { DirectMessageModel } from './direct-message.model';

const chat = chatServerPerFile();
const app = () => chat.server().app;

async function friends(): Promise<[Student, Student]> {
  const [ada, ben] = [await registerStudent(app()), await registerStudent(app())];
  await makeFriends(ada, ben);
  return [ada, ben];
}

const sendDirect = async (from: Student, to: Student, content: string, clientId = newClientId()) =>
  as(app(), from).post('/api/messages', { receiverId: to.user._id, content, clientId });

describe('changing messages across a block or in a read-only chat', () => {
  it('when the recipient blocked the sender, then the sender can no longer edit or delete old messages, and nothing reaches the recipient', async () => {
    const [ada, ben] = await friends();
    const id = (await sendDirect(ada, ben, 'old words')).body._id as string;
    const heard = collect(await chat.tab(ben.token), E.messageChanged);
    expect((await as(app(), ben).post(`/api/users/${ada.user._id}/block`)).status).toBeLessThan(
      300,
    );
    const edit = await as(app(), ada).put(`/api/messages/direct/${id}`, { content: 'new words' });
    const remove = await as(app(), ada).delete(`/api/messages/direct/${id}`);
    expect([edit.status, remove.status]).toEqual([403, 403]);
    expect(edit.body.message).toBe(M.notAllowed);
    expect((await DirectMessageModel.findById(id).lean())?.content).toBe('old words');
    expect(heard).toEqual([]);
  });

  it('when the activity is cancelled, then its read-only chat refuses edits and deletes, the organizer’s too', async () => {
    const [host, ana] = [await registerStudent(app()), await registerStudent(app())];
    const activityId = await activityWith(app(), host, [ana]);
    const posted = await as(app(), ana).post('/api/messages/activity', {
      activityId,
      content: 'see you there',
      clientId: newClientId(),
    });
    const path = `/api/messages/activity/${activityId}/${posted.body._id as string}`;
    expect((await as(app(), host).post(`/api/activities/${activityId}/cancel`, {})).status).toBe(
      200,
    );
    const edit = await as(app(), ana).put(path, { content: 'changed' });
    const remove = await as(app(), ana).delete(path);
    const byOrganizer = await as(app(), host).delete(path);
    expect([edit.status, remove.status, byOrganizer.status]).toEqual([403, 403, 403]);
    expect(edit.body.message).toBe(M.chatReadOnly);
    const history = await as(app(), ana).get(`/api/messages/activity/${activityId}`);
    expect(history.body[0]).toMatchObject({ content: 'see you there' });
  });
});

describe('read status with read receipts off', () => {
  it('when the recipient read a message but receipts are off, then edits, deletes, resends and change events never say it was read', async () => {
    const [ada, ben] = await friends();
    expect(
      (await as(app(), ben).put('/api/messages/settings', { readReceipts: false })).status,
    ).toBe(200);
    const clientId = newClientId();
    const first = await sendDirect(ada, ben, 'did you read this?', clientId);
    const second = (await sendDirect(ada, ben, 'and this?')).body._id as string;
    await as(app(), ben).get(`/api/messages/${ada.user._id}`);
    expect((await DirectMessageModel.findById(first.body._id).lean())?.read).toBe(true);
    const changes = collect(await chat.tab(ada.token), E.messageChanged);

    const resent = await sendDirect(ada, ben, 'did you read this?', clientId);
    const edited = await as(app(), ada).put(`/api/messages/direct/${first.body._id as string}`, {
      content: 'did you?',
    });
    const deleted = await as(app(), ada).delete(`/api/messages/direct/${second}`);
    await eventually(() => changes.length === 2, 'both change events');
    for (const answer of [resent.body, edited.body, deleted.body, ...changes])
      expect(answer).not.toHaveProperty('read');
  });

  it('when both have receipts on, then the sender’s edit answer says it was read', async () => {
    const [ada, ben] = await friends();
    const id = (await sendDirect(ada, ben, 'hello')).body._id as string;
    await as(app(), ben).get(`/api/messages/${ada.user._id}`);
    const edited = await as(app(), ada).put(`/api/messages/direct/${id}`, { content: 'hello!' });
    expect(edited.body.read).toBe(true);
  });
});
