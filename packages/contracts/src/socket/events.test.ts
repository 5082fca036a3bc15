import { ackSchema } from './ack.schema';
import { SOCKET_EVENTS, type ClientToServerEvents, type ServerToClientEvents } from './events';
import {
  getPresencePayloadSchema,
  joinActivityRoomPayloadSchema,
  joinRoomPayloadSchema,
  sendActivityMessageAckSchema,
  sendActivityMessagePayloadSchema,
  sendMessagePayloadSchema,
  socketHandshakeSchema,
  typingPayloadSchema,
} from './payloads';
import { z } from 'zod';
import { CHAT_MESSAGES } from '../messages/message.messages';
import { firstMessage, OBJECT_ID, OTHER_ID } from '../test/parse-helpers';

const room = `activity-${OBJECT_ID}`;
const message = {
  _id: OTHER_ID,
  content: 'hi',
  sender: { _id: OBJECT_ID, username: 'ada' },
  roomId: room,
  createdAt: '2030-01-01T10:00:00.000Z',
};

describe('socket event names', () => {
  it('when clients name an event, then the constant carries that exact name', () => {
    expect(Object.values(SOCKET_EVENTS)).toEqual(
      expect.arrayContaining([
        'join-activity-room',
        'get-activity-messages',
        'send-activity-message',
        'leave-activity-room',
        'activity-message',
        'activity-message-confirmation',
        'activity-message-error',
        'join-room',
        'send-message',
        'typing',
        'receive-message',
      ]),
    );
  });
});

describe('activity room payloads', () => {
  it('when a client joins with the room name, then the server gets the activity id', () => {
    expect(joinActivityRoomPayloadSchema.parse({ roomId: room, userId: 'spoofed' })).toEqual({
      activityId: OBJECT_ID,
    });
  });
  it('when a client sends a message, then the sender it claims is dropped', () => {
    const payload = { roomId: room, content: ' hey ', clientId: 'abcdef12', sender: OTHER_ID };
    expect(sendActivityMessagePayloadSchema.parse(payload)).toEqual({
      activityId: OBJECT_ID,
      content: 'hey',
      clientId: 'abcdef12',
    });
  });
  it('when the message is blank, then it is refused with the chat message', () => {
    const result = sendActivityMessagePayloadSchema.safeParse({
      roomId: room,
      content: ' ',
      clientId: 'abcdef12',
    });
    expect(firstMessage(result)).toBe(CHAT_MESSAGES.contentRequired);
  });
  it('when an operator object replaces the room, then it is refused', () => {
    const result = joinActivityRoomPayloadSchema.safeParse({ roomId: { $ne: '' } });
    expect(firstMessage(result)).toBe(CHAT_MESSAGES.invalidRoom);
  });
});

describe('direct chat payloads', () => {
  it('when a client joins a direct room, then only a sorted pair of ids is accepted', () => {
    expect(joinRoomPayloadSchema.safeParse({ roomId: `${OBJECT_ID}_${OTHER_ID}` }).success).toBe(
      true,
    );
    expect(joinRoomPayloadSchema.safeParse({ roomId: 'lobby' }).success).toBe(false);
  });
  it('when typing is announced without a flag, then it means typing', () => {
    expect(typingPayloadSchema.parse({ roomId: `${OBJECT_ID}_${OTHER_ID}` }).isTyping).toBe(true);
  });
  it('when a direct message is sent, then it follows the HTTP request rules', () => {
    const result = sendMessagePayloadSchema.safeParse({ receiverId: OTHER_ID, content: '' });
    expect(firstMessage(result)).toBe(CHAT_MESSAGES.contentRequired);
  });
  it('when presence is asked for too many users, then it is refused', () => {
    const userIds = Array.from({ length: 101 }, () => OBJECT_ID);
    expect(getPresencePayloadSchema.safeParse({ userIds }).success).toBe(false);
  });
});

describe('acknowledgements', () => {
  it('when an event succeeds, then the ack carries its data', () => {
    const ack = sendActivityMessageAckSchema.parse({ success: true, message });
    expect(ack.success && ack.message.content).toBe('hi');
  });
  it('when an event fails, then the ack carries the error and its code only', () => {
    const failure = { success: false, error: 'nope', code: 'FORBIDDEN' };
    expect(ackSchema({ n: z.number() }).parse({ ...failure, n: 1 })).toEqual(failure);
    expect(ackSchema({ n: z.number() }).safeParse({ success: false, error: 'nope' }).success).toBe(
      false,
    );
    expect(ackSchema({ n: z.number() }).safeParse({ success: true }).success).toBe(false);
  });
  it('when the handshake has no token, then it is refused', () => {
    expect(socketHandshakeSchema.safeParse({ token: ' ' }).success).toBe(false);
  });
});

describe('typed event maps', () => {
  it('when a handler and a listener are written against the maps, then they type-check', () => {
    const send: ClientToServerEvents['send-activity-message'] = (payload, ack) =>
      ack({ success: true, message: { ...message, content: payload.content } });
    const received: string[] = [];
    const listen: ServerToClientEvents['activity-message'] = (m) => received.push(m.content);
    send({ roomId: room, content: 'typed', clientId: 'abcdef12' }, (ack) =>
      listen(ack.success ? ack.message : message),
    );
    expect(received).toEqual(['typed']);
  });
});
