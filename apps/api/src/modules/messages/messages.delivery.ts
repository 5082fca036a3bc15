import {
  SOCKET_EVENTS,
  type ChatMessage,
  type ChatRef,
  type DirectMessage,
} from '@peerconnect/contracts';
import { userRoom } from '@/socket/rooms';
import type { ChatServer, ChatSocket } from '@/socket/socket-server';

/**
 * Pushes stored messages to the people who should see them live, whichever way they were sent
 * (socket or HTTP). A socket sender is left out: its acknowledgement already carries the message.
 */
export function createMessageDelivery(
  io: ChatServer,
  /** Told of every new direct message once delivered (notifications, for a recipient not online). */
  directMessageSent: (message: DirectMessage) => void,
) {
  const to = (rooms: string | string[], origin?: ChatSocket) =>
    origin ? origin.to(rooms) : io.to(rooms);

  return {
    /** To everyone in the activity's room. */
    activityMessage(message: ChatMessage, origin?: ChatSocket): void {
      to(message.roomId, origin).emit(SOCKET_EVENTS.activityMessage, message);
    },
    /** An edited or deleted message, to everyone in the activity's room. */
    activityMessageChanged(message: ChatMessage): void {
      io.to(message.roomId).emit(SOCKET_EVENTS.activityMessageChanged, message);
    },
    /** An edited or deleted direct message, to every open session of both users. */
    directMessageChanged(message: DirectMessage): void {
      const rooms = [userRoom(message.sender), userRoom(message.recipient)];
      io.to(rooms).emit(SOCKET_EVENTS.messageChanged, message);
    },
    /** Tells the student's own sessions that a chat was read, so its count clears on all. */
    chatRead(userId: string, chat: ChatRef): void {
      io.to(userRoom(userId)).emit(SOCKET_EVENTS.chatRead, chat);
    },
    /** Tells a sender that the other student read the conversation (both have receipts on). */
    messagesRead(senderId: string, roomId: string, readerId: string, readAt: Date): void {
      io.to(userRoom(senderId)).emit(SOCKET_EVENTS.messagesRead, {
        roomId,
        readerId,
        readAt: readAt.toISOString(),
      });
    },
    /** To every open session of both users (all tabs and devices). */
    directMessage(message: DirectMessage, origin?: ChatSocket): void {
      const rooms = [userRoom(message.sender), userRoom(message.recipient)];
      to(rooms, origin).emit(SOCKET_EVENTS.receiveMessage, message);
      directMessageSent(message);
    },
  };
}

export type MessageDelivery = ReturnType<typeof createMessageDelivery>;
