import { CHAT_MESSAGES as M } from './message.messages';
import { activityRoomId, directRoomId } from './rooms';
import {
  activityRoomRefSchema,
  clientIdSchema,
  conversationSchema,
  directRoomRefSchema,
  messageContentSchema,
  parseActivityRoomId,
  parseDirectRoomId,
  sendActivityMessageRequestSchema,
  sendDirectMessageRequestSchema,
} from './message.schema';
import { firstMessage, OBJECT_ID, OTHER_ID } from '../test/parse-helpers';

const CLIENT_ID = 'c1a2b3c4d5';

describe('message content', () => {
  it('when the message is blank, then it is not sent', () => {
    expect(firstMessage(messageContentSchema.safeParse('   '))).toBe('Message cannot be empty');
  });
  it('when the message is padded, then it is trimmed', () => {
    expect(messageContentSchema.parse('  hi ')).toBe('hi');
  });
  it('when the message is longer than 2000 characters, then it is refused', () => {
    expect(firstMessage(messageContentSchema.safeParse('x'.repeat(2001)))).toBe(
      'Message must be at most 2000 characters',
    );
  });
});

describe('client ids', () => {
  it.each(['abc', 'has space!', 'x'.repeat(65)])('when the id is %p, then it is refused', (id) => {
    expect(firstMessage(clientIdSchema.safeParse(id))).toBe(M.clientIdFormat);
  });
  it('when the id is a uuid-like token, then it is accepted', () => {
    expect(clientIdSchema.safeParse('0b7e-41c2_a9f3').success).toBe(true);
  });
});

describe('room names', () => {
  it('when an activity room is named, then it is activity-{id} and parses back', () => {
    expect(activityRoomId(OBJECT_ID)).toBe(`activity-${OBJECT_ID}`);
    expect(parseActivityRoomId(`activity-${OBJECT_ID}`)).toBe(OBJECT_ID);
    expect(parseActivityRoomId(OBJECT_ID)).toBe(OBJECT_ID);
    expect(parseActivityRoomId('activity-nope')).toBeNull();
  });
  it('when a payload names an activity room, then it parses to the activity id', () => {
    expect(activityRoomRefSchema.parse(`activity-${OBJECT_ID}`)).toBe(OBJECT_ID);
    expect(firstMessage(activityRoomRefSchema.safeParse('general'))).toBe(M.invalidRoom);
  });
  it('when two users chat, then the room is the same whoever starts', () => {
    expect(directRoomId(OTHER_ID, OBJECT_ID)).toBe(`${OBJECT_ID}_${OTHER_ID}`);
    expect(directRoomId(OBJECT_ID, OTHER_ID)).toBe(directRoomId(OTHER_ID, OBJECT_ID));
    expect(parseDirectRoomId(`${OBJECT_ID}_${OTHER_ID}`)).toEqual([OBJECT_ID, OTHER_ID]);
  });
  it('when a direct room name is unsorted, doubled or malformed, then it is refused', () => {
    expect(parseDirectRoomId(`${OTHER_ID}_${OBJECT_ID}`)).toBeNull();
    expect(parseDirectRoomId(`${OBJECT_ID}_${OBJECT_ID}`)).toBeNull();
    expect(directRoomRefSchema.safeParse(`${OBJECT_ID}_x`).success).toBe(false);
  });
});

describe('sending messages over HTTP', () => {
  const activityMessage = { activityId: OBJECT_ID, content: ' hello ', clientId: CLIENT_ID };
  it('when an activity message is sent, then content is trimmed and extra keys stripped', () => {
    const parsed = sendActivityMessageRequestSchema.parse({ ...activityMessage, sender: 'x' });
    expect(parsed).toEqual({ ...activityMessage, content: 'hello' });
  });
  it('when the activity message is blank, then it is refused with the chat message', () => {
    const result = sendActivityMessageRequestSchema.safeParse({ ...activityMessage, content: '' });
    expect(firstMessage(result)).toBe(M.contentRequired);
  });
  it('when a direct message names no valid receiver, then it is refused', () => {
    const result = sendDirectMessageRequestSchema.safeParse({
      receiverId: 'me',
      content: 'hi',
      clientId: CLIENT_ID,
    });
    expect(firstMessage(result)).toBe('Invalid id');
  });
  it('when an operator object replaces the content, then it is refused', () => {
    const result = sendDirectMessageRequestSchema.safeParse({
      receiverId: OTHER_ID,
      content: { $gt: '' },
      clientId: CLIENT_ID,
    });
    expect(firstMessage(result)).toBe(M.contentRequired);
  });
});

describe('conversations', () => {
  it('when a conversation has no message yet, then lastMessage is null', () => {
    const user = { _id: OBJECT_ID, username: 'ada', profilePicture: '' };
    const parsed = conversationSchema.parse({ user, lastMessage: null, unreadCount: 0 });
    expect(parsed.lastMessage).toBeNull();
    expect(conversationSchema.safeParse({ user, lastMessage: null, unreadCount: -1 }).success).toBe(
      false,
    );
  });
});
