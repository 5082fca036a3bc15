import { activityRoomId } from '@peerconnect/contracts';
import type { ChatServer } from './socket-server';

/** Every socket of a user joins this room, so a message reaches all their tabs and devices. */
export const userRoom = (userId: string) => `user-${userId}`;

/** Sockets that asked about a user's presence join this room to hear when it changes. */
export const presenceRoom = (userId: string) => `presence-${userId}`;

export function createChatRooms(io: ChatServer) {
  return {
    /**
     * Takes sockets out of an activity's chat room at once: one user's (who left) or everyone's
     * (the activity was deleted), so nothing more is broadcast to them.
     */
    removeFromActivity(activityId: string, userId?: string): void {
      const sockets = userId ? io.in(userRoom(userId)) : io;
      sockets.socketsLeave(activityRoomId(activityId));
    },
  };
}

export type ChatRooms = ReturnType<typeof createChatRooms>;
