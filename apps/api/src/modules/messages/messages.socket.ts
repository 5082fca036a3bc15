import {
  activityRoomId,
  getActivityMessagesPayloadSchema,
  joinActivityRoomPayloadSchema,
  joinActivityRoomsPayloadSchema,
  joinRoomPayloadSchema,
  leaveActivityRoomPayloadSchema,
  parseActivityRoomId,
  parseDirectRoomId,
  sendActivityMessagePayloadSchema,
  sendMessagePayloadSchema,
  SOCKET_EVENTS as E,
  typingPayloadSchema,
  CHAT_MESSAGES as M,
} from '@peerconnect/contracts';
import { forbidden } from '@/lib/app-error';
import { isBlockedBetween } from '@/modules/users';
import type { Logger } from '@/lib/logger';
import { userRoom } from '@/socket/rooms';
import { onEvent } from '@/socket/socket-event';
import type { ChatSocket } from '@/socket/socket-server';
import type { MessageDelivery } from './messages.delivery';
import type { MessagesService } from './messages.service';

export interface MessageEventsDeps {
  messages: MessagesService;
  delivery: MessageDelivery;
  logger: Logger;
}

/** The other user of a direct room the socket's user belongs to; refused otherwise. */
function otherUserOf(roomId: string, userId: string): string {
  const pair = parseDirectRoomId(roomId);
  if (!pair?.includes(userId)) throw forbidden(M.notAllowed);
  return pair[0] === userId ? pair[1] : pair[0];
}

/** Activity group chat events: join, history, send, leave. */
function activityChatEvents(socket: ChatSocket, { messages, delivery, logger }: MessageEventsDeps) {
  const { userId } = socket.data;
  const chat = messages.activity;

  onEvent(socket, logger, E.joinActivityRoom, {
    schema: joinActivityRoomPayloadSchema,
    async handle({ activityId }) {
      await chat.assertMember(activityId, userId);
      const roomId = activityRoomId(activityId);
      await socket.join(roomId);
      return { roomId };
    },
  });
  onEvent(socket, logger, E.joinActivityRooms, {
    schema: joinActivityRoomsPayloadSchema,
    async handle({ activityIds }) {
      const roomIds = (await chat.memberOfAmong(activityIds, userId)).map(activityRoomId);
      await socket.join(roomIds);
      return { roomIds };
    },
  });
  onEvent(socket, logger, E.getActivityMessages, {
    schema: getActivityMessagesPayloadSchema,
    handle: async ({ activityId }) => ({ messages: await chat.history(activityId, userId) }),
  });
  onEvent(socket, logger, E.sendActivityMessage, {
    schema: sendActivityMessagePayloadSchema,
    async handle(input, afterAck) {
      // A recovered socket got its rooms back unchecked (see dropStaleActivityRooms): ask again.
      const memberChecked = !socket.recovered && socket.rooms.has(activityRoomId(input.activityId));
      const { message, isNew } = await chat.send(userId, input, { memberChecked });
      if (isNew) afterAck(() => delivery.activityMessage(message, socket));
      // Only a client that named its message tracks it until confirmed.
      const { clientId } = input;
      if (clientId)
        afterAck(() => socket.emit(E.activityMessageConfirmation, { clientId, message }));
      return { message };
    },
    onFailure({ code, message }, payload) {
      const { clientId } = (payload ?? {}) as { clientId?: unknown };
      socket.emit(E.activityMessageError, {
        error: message,
        code,
        ...(typeof clientId === 'string' ? { clientId } : {}),
      });
    },
  });
  onEvent(socket, logger, E.leaveActivityRoom, {
    schema: leaveActivityRoomPayloadSchema,
    async handle({ activityId }) {
      await socket.leave(activityRoomId(activityId));
      return {};
    },
  });
}

/** Direct chat events: join the pair's room, send; typing, in either chat. */
function directChatEvents(socket: ChatSocket, { messages, delivery, logger }: MessageEventsDeps) {
  const { userId } = socket.data;
  const chat = messages.direct;

  onEvent(socket, logger, E.joinRoom, {
    schema: joinRoomPayloadSchema,
    async handle({ roomId }) {
      await chat.assertCanRead(userId, otherUserOf(roomId, userId));
      await socket.join(roomId);
      return { roomId };
    },
  });
  onEvent(socket, logger, E.sendMessage, {
    schema: sendMessagePayloadSchema,
    async handle(input, afterAck) {
      const { message, isNew } = await chat.send(userId, input);
      if (isNew) afterAck(() => delivery.directMessage(message, socket));
      return { message };
    },
  });
  // Relayed only to the other user's sockets that opened this conversation (joined its room).
  onEvent(socket, logger, E.typing, {
    schema: typingPayloadSchema,
    async handle({ roomId, isTyping }, afterAck) {
      // Joining the room checked membership (and, for a direct room, the pair); a block since counts.
      if (!socket.rooms.has(roomId)) throw forbidden(M.notAllowed);
      const direct = parseDirectRoomId(roomId) !== null;
      if (direct && (await isBlockedBetween(userId, otherUserOf(roomId, userId))))
        throw forbidden(M.notAllowed);
      // A group chat names who is typing; a direct one has only the other student.
      const username = direct ? undefined : await messages.activity.senderName(userId);
      afterAck(() =>
        socket
          .to(roomId)
          .except(userRoom(userId))
          .emit(E.typing, { roomId, userId, isTyping, ...(username ? { username } : {}) }),
      );
      return {};
    },
  });
}

export function registerMessageEvents(socket: ChatSocket, deps: MessageEventsDeps): void {
  activityChatEvents(socket, deps);
  directChatEvents(socket, deps);
}

/**
 * A recovered connection gets its old rooms back; drop activity rooms the user has since left
 * (leaving removes sockets at once, but this one was disconnected at the time).
 */
export async function dropStaleActivityRooms(
  socket: ChatSocket,
  messages: MessagesService,
): Promise<void> {
  const { userId } = socket.data;
  for (const room of socket.rooms) {
    const activityId = parseActivityRoomId(room);
    const isActivityRoom = activityId !== null && room === activityRoomId(activityId);
    if (isActivityRoom && !(await messages.activity.isMember(activityId, userId)))
      await socket.leave(room);
  }
}
