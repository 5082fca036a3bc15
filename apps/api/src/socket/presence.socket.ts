import { getPresencePayloadSchema, SOCKET_EVENTS } from '@peerconnect/contracts';
import type { Logger } from '@/lib/logger';
import type { Presence } from '@/lib/presence';
import { presenceRoom } from './rooms';
import { onEvent } from './socket-event';
import type { ChatServer, ChatSocket } from './socket-server';

/**
 * Online dots: a user is online while at least one of their sockets is connected. A socket asks
 * about some users with get-presence and from then on hears `presence` when one of them changes.
 */
export function trackPresence(
  io: ChatServer,
  socket: ChatSocket,
  presence: Presence,
  logger: Logger,
): void {
  const { userId } = socket.data;
  const announce = (isOnline: boolean) =>
    io.to(presenceRoom(userId)).emit(SOCKET_EVENTS.presence, { userId, isOnline });

  if (presence.connected(userId)) announce(true);
  socket.on('disconnect', () => {
    if (presence.disconnected(userId)) announce(false);
  });

  onEvent(socket, logger, SOCKET_EVENTS.getPresence, {
    schema: getPresencePayloadSchema,
    async handle({ userIds }) {
      await socket.join(userIds.map(presenceRoom));
      return { onlineUserIds: userIds.filter((id) => presence.isOnline(id)) };
    },
  });
}
