import { CHAT } from '@/config/timeouts';
import { useEffect, useState } from 'react';
import { useSocketEvent } from './use-socket';
import { emitWithAck, type AppSocket } from '@/lib/socket';

/** Whether a user has the app open: asked on each connection, then kept by presence events. */
export function useIsOnline(socket: AppSocket | null, connected: boolean, userId: string): boolean {
  // Keyed by user, so another conversation never shows the previous person's dot.
  const [presence, setPresence] = useState({ userId, online: false });

  useEffect(() => {
    if (!socket || !connected) return;
    let current = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const ask = () =>
      emitWithAck(socket, 'get-presence', { userIds: [userId] }, CHAT.socketFetchTimeout)
        .then((ack) => {
          if (current) setPresence({ userId, online: ack.onlineUserIds.includes(userId) });
        })
        // Presence events only tell changes: a refused or lost answer is asked again.
        .catch(() => {
          if (current) retry = setTimeout(ask, CHAT.presenceRetryDelay);
        });
    void ask();
    return () => {
      current = false;
      clearTimeout(retry);
    };
  }, [socket, connected, userId]);

  useSocketEvent(socket, 'presence', (event) => {
    if (event.userId === userId) setPresence({ userId, online: event.isOnline });
  });

  return presence.userId === userId && presence.online;
}
