import { CHAT, TIMEOUTS } from '@/config/timeouts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSocketEvent } from './use-socket';
import { emitWithAck, type AppSocket } from '@/lib/socket';

/** Sent at most this often while typing: twice per indicator lifetime, so it never lapses. */
const TYPING_SIGNAL_INTERVAL = TIMEOUTS.typingIndicator / 2;

/** Whether the other person is typing in this room: on their signal, for 3 s or until they stop. */
export function useOtherIsTyping(
  socket: AppSocket | null,
  roomId: string,
  otherUserId: string,
): [typing: boolean, stopped: () => void] {
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const stopped = useCallback(() => {
    clearTimeout(timer.current);
    setTyping(false);
  }, []);

  useSocketEvent(socket, 'typing', (event) => {
    if (event.roomId !== roomId || event.userId !== otherUserId) return;
    clearTimeout(timer.current);
    setTyping(event.isTyping);
    if (event.isTyping) timer.current = setTimeout(stopped, TIMEOUTS.typingIndicator);
  });

  useEffect(() => () => clearTimeout(timer.current), []);
  return [typing, stopped];
}

/** Tells the other person that the user is typing (throttled), and when they stopped by sending. */
export function useTypingSignal(socket: AppSocket | null, roomId: string) {
  const lastSent = useRef(0);

  const signal = useCallback(
    (isTyping: boolean) => {
      if (!socket) return;
      const now = Date.now();
      if (isTyping && now - lastSent.current < TYPING_SIGNAL_INTERVAL) return;
      lastSent.current = isTyping ? now : 0;
      // Best effort: a lost typing signal only means a missing indicator.
      emitWithAck(socket, 'typing', { roomId, isTyping }, CHAT.socketFetchTimeout).catch(
        () => undefined,
      );
    },
    [socket, roomId],
  );

  return {
    typing: useCallback(() => signal(true), [signal]),
    stoppedTyping: useCallback(() => signal(false), [signal]),
  };
}
