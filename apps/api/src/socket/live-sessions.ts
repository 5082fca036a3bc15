import { SOCKET_EVENTS, type User } from '@peerconnect/contracts';
import type { ChatServer } from './socket-server';
import { userRoom } from './rooms';

/** Open sockets of a user, so revoking their tokens also cuts the connections those tokens opened. */
export interface LiveSessions {
  /** Disconnects every socket of the user; a reconnect must pass the handshake with a current token. */
  end(userId: string): void;
  /** Tells every open tab and device of the user their own record changed (an email verified elsewhere). */
  updated(user: User): void;
}

export function createLiveSessions(io: ChatServer): LiveSessions {
  return {
    end(userId) {
      io.in(userRoom(userId)).disconnectSockets(true);
    },
    updated(user) {
      io.to(userRoom(user._id)).emit(SOCKET_EVENTS.userUpdated, user);
    },
  };
}
