import { CHAT, TIMEOUTS } from '@/config/timeouts';
import { useEffect, useRef, useState } from 'react';
import { emitWithAck, type AppSocket } from '@/lib/socket';
import { useSocketEvent } from './use-socket';

/**
 * Who else is typing in a group chat, by name, in the order they started: each for 3 s after
 * their last signal, or until they stop (send) or their message arrives.
 */
export function useGroupTyping(socket: AppSocket | null, roomId: string, myId: string) {
  const [typists, setTypists] = useState<{ userId: string; name: string }[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const stop = (userId: string) => {
    clearTimeout(timers.current.get(userId));
    timers.current.delete(userId);
    setTypists((current) => current.filter((typist) => typist.userId !== userId));
  };

  useSocketEvent(socket, 'typing', ({ roomId: room, userId, username, isTyping }) => {
    if (room !== roomId || userId === myId) return;
    if (!isTyping) return stop(userId);
    clearTimeout(timers.current.get(userId));
    timers.current.set(
      userId,
      setTimeout(() => stop(userId), TIMEOUTS.typingIndicator),
    );
    setTypists((current) =>
      current.some((typist) => typist.userId === userId)
        ? current
        : [...current, { userId, name: username ?? '' }],
    );
  });

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return { names: typists.map((typist) => typist.name), stopped: stop };
}

/**
 * How many of `userIds` have the app open: asked on each connection, then kept by presence
 * events. Unknown (not connected) counts none.
 */
export function useOnlineCount(
  socket: AppSocket | null,
  connected: boolean,
  userIds: string[],
): number {
  const key = userIds.join(',');
  const [online, setOnline] = useState<{ key: string; ids: Set<string> }>({ key, ids: new Set() });

  useEffect(() => {
    if (!socket || !connected || !key) return;
    let current = true;
    emitWithAck(socket, 'get-presence', { userIds: key.split(',') }, CHAT.socketFetchTimeout)
      .then((ack) => {
        if (current) setOnline({ key, ids: new Set(ack.onlineUserIds) });
      })
      // Unknown presence counts as offline; presence events correct it.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [socket, connected, key]);

  useSocketEvent(socket, 'presence', ({ userId, isOnline }) => {
    if (!key.split(',').includes(userId)) return;
    setOnline((current) => {
      const ids = new Set(current.ids);
      if (isOnline) ids.add(userId);
      else ids.delete(userId);
      return { key: current.key, ids };
    });
  });

  return connected && online.key === key ? online.ids.size : 0;
}
