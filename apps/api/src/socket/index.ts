import type { Logger } from '@/lib/logger';
import type { Presence } from '@/lib/presence';
import type { VerifySession } from '@/lib/session';
import {
  type MessageDelivery,
  type MessagesService,
  dropStaleActivityRooms,
  registerMessageEvents,
} from '@/modules/messages';
import { trackPresence } from './presence.socket';
import { userRoom } from './rooms';
import { socketAuth } from './socket-auth';
import { capSocketsPerStudent, limitSocketRate, type MessageCounter } from './socket-rate-limit';
import type { ChatServer } from './socket-server';

export interface ChatSocketDeps {
  verifySession: VerifySession;
  presence: Presence;
  messageLimit: MessageCounter;
  messages: MessagesService;
  delivery: MessageDelivery;
  logger: Logger;
}

/**
 * Wires the real-time layer: every connection is authenticated, joins its user's room (so direct
 * messages reach all the user's tabs), is rate limited (its messages in the student's one count),
 * counts for presence, and gets the chat events. A student holds at most a few sockets at once.
 */
export function attachChatSocket(io: ChatServer, deps: ChatSocketDeps): void {
  const { verifySession, presence, messageLimit, messages, delivery, logger } = deps;
  io.use(socketAuth(verifySession));
  io.use(capSocketsPerStudent());
  io.on('connection', (socket) => {
    void socket.join(userRoom(socket.data.userId));
    limitSocketRate(socket, messageLimit);
    trackPresence(io, socket, presence, logger);
    registerMessageEvents(socket, { messages, delivery, logger });
    if (socket.recovered) {
      dropStaleActivityRooms(socket, messages).catch((error: unknown) =>
        logger.error({ err: error }, 'could not recheck the rooms of a recovered socket'),
      );
    }
  });
}
