import { directRoomId, type Conversation } from '@peerconnect/contracts';
import mongoose from 'mongoose';
import { registerStudent, useTestApp } from '@/test/test-app';
import { as, makeFriends, newClientId, type Student } from '@/test/student-fixtures';
import { summariseConversations } from './conversations';
import { DirectConversationModel } from './direct-conversation.model';
import { DirectMessageModel } from './direct-message.model';

const t = useTestApp();

const conversations = async (student: Student) =>
  (await as(t.app, student).get('/api/messages/conversations')).body as Conversation[];

describe('the conversation list', () => {
  it('when messages were stored before conversations were listed, then summarising lists them once, newest first', async () => {
    const [ada, bob, cy] = await Promise.all([
      registerStudent(t.app),
      registerStudent(t.app),
      registerStudent(t.app),
    ]);
    const [a, b, c] = [ada, bob, cy].map((s) => new mongoose.Types.ObjectId(s.user._id)) as [
      mongoose.Types.ObjectId,
      mongoose.Types.ObjectId,
      mongoose.Types.ObjectId,
    ];
    const message = (
      sender: mongoose.Types.ObjectId,
      recipient: mongoose.Types.ObjectId,
      minute: number,
    ) => ({
      sender,
      recipient,
      roomId: directRoomId(sender.toString(), recipient.toString()),
      content: `at minute ${minute}`,
      clientId: `old-${minute}`,
      read: false,
      createdAt: new Date(Date.UTC(2026, 0, 1, 12, minute)),
    });
    await DirectMessageModel.insertMany([message(b, a, 1), message(a, c, 2), message(a, b, 3)], {
      lean: true,
    });
    expect(await conversations(ada)).toEqual([]);

    expect(await summariseConversations()).toBe(2);
    expect(await summariseConversations()).toBe(2);
    const listed = await conversations(ada);
    expect(
      listed.map((row) => [row.user.username, row.lastMessage?.content, row.unreadCount]),
    ).toEqual([
      [bob.user.username, 'at minute 3', 1],
      [cy.user.username, 'at minute 2', 0],
    ]);
    expect(await DirectConversationModel.countDocuments()).toBe(2);
  });

  it('when a conversation row has no message (a send cut short), then it is not listed; the next message lists it', async () => {
    const [ada, bob] = await Promise.all([registerStudent(t.app), registerStudent(t.app)]);
    await makeFriends(ada, bob);
    await DirectConversationModel.create({
      _id: directRoomId(ada.user._id, bob.user._id),
      members: [ada.user._id, bob.user._id],
      lastAt: new Date(),
    });
    expect(await conversations(bob)).toEqual([]);

    const sent = await as(t.app, ada).post('/api/messages', {
      receiverId: bob.user._id,
      content: 'hello',
      clientId: newClientId(),
    });
    expect(sent.status).toBe(201);
    const [row] = await conversations(bob);
    expect(row).toMatchObject({ user: { _id: ada.user._id }, unreadCount: 1 });
    expect(row?.lastMessage?.content).toBe('hello');
  });
});
