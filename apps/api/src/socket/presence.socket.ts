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

  // With Redis these are network calls; a failure only costs an online dot, so it is logged.
  const failed = (error: unknown) => logger.error({ err: error }, 'presence update failed');
  presence.connected(userId).then((cameOnline) => cameOnline && announce(true), failed);
  socket.on('disconnect', () => {
    presence.disconnected(userId).then((wentOffline) => wentOffline && announce(false), failed);
  });

  onEvent(socket, logger, SOCKET_EVENTS.getPresence, {
    schema: getPresencePayloadSchema,
    async handle({ userIds }) {
      await socket.join(userIds.map(presenceRoom));
      const online = await presence.onlineAmong(userIds);
      return { onlineUserIds: userIds.filter((id) => online.has(id)) };
    },
  });
}
