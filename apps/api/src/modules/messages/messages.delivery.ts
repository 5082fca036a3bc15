import { SOCKET_EVENTS, type ChatMessage, type DirectMessage } from '@peerconnect/contracts';
import { userRoom } from '@/socket/rooms';
import type { ChatServer, ChatSocket } from '@/socket/socket-server';

/**
 * Pushes stored messages to the people who should see them live, whichever way they were sent
 * (socket or HTTP). A socket sender is left out: its acknowledgement already carries the message.
 */
export function createMessageDelivery(io: ChatServer) {
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
    /** To every open session of both users (all tabs and devices). */
    directMessage(message: DirectMessage, origin?: ChatSocket): void {
      const rooms = [userRoom(message.sender), userRoom(message.recipient)];
      to(rooms, origin).emit(SOCKET_EVENTS.receiveMessage, message);
    },
  };
}

export type MessageDelivery = ReturnType<typeof createMessageDelivery>;
