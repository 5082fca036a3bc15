import type { ServerToClientEvents } from '@peerconnect/contracts';
import { useCallback, useEffect, useEffectEvent, useMemo, useSyncExternalStore } from 'react';
import { useAuth } from '@/features/auth';
import {
  onSocketStatus,
  openSessionSocket,
  retainSessionSocket,
  socketStatus,
  type AppSocket,
  type SocketStatus,
} from '@/lib/socket';

/** The signed-in session's socket, shared by every screen; null when signed out. */
export function useSessionSocket(): AppSocket | null {
  const { token } = useAuth();
  // Opening is idempotent per token, so every screen asking gets the same connection.
  const socket = useMemo(() => (token ? openSessionSocket(token) : null), [token]);
  useEffect(() => (socket ? retainSessionSocket() : undefined), [socket]);
  return socket;
}

const noSubscription = () => () => {};

export function useSocketStatus(socket: AppSocket | null): SocketStatus {
  const subscribe = useCallback(
    (listener: () => void) => (socket ? onSocketStatus(socket, listener) : noSubscription()),
    [socket],
  );
  return useSyncExternalStore(subscribe, () => (socket ? socketStatus(socket) : 'connecting'));
}

type ServerEventName = keyof ServerToClientEvents;
type ServerPayload<E extends ServerEventName> = Parameters<ServerToClientEvents[E]>[0];

/** socket.io's typed on/off cannot take a generic event name; payloads are typed by E instead. */
interface UntypedListeners {
  on(event: string, listener: (payload: never) => void): unknown;
  off(event: string, listener: (payload: never) => void): unknown;
}

/** Listens to a server event for as long as the component is mounted, with its latest handler. */
export function useSocketEvent<E extends ServerEventName>(
  socket: AppSocket | null,
  event: E,
  handler: (payload: ServerPayload<E>) => void,
): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    if (!socket) return;
    const events = socket as unknown as UntypedListeners;
    const listener = (payload: ServerPayload<E>) => onEvent(payload);
    events.on(event, listener);
    return () => {
      events.off(event, listener);
    };
  }, [socket, event]);
}
