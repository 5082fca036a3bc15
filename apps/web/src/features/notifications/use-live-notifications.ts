import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSessionSocket, useSocketEvent, useSocketStatus } from '@/features/chat/socket';
import {
  applyRead,
  notificationKeys,
  receiveNotification,
  recentOptions,
} from './api/notifications';

/**
 * The newest notifications and the unread count, kept current over the session's socket: a new
 * one lands on top, reads on another device clear here, and every (re)connection fetches the list
 * again, catching up on what came while the socket was away (each shown once, by id).
 */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  const socket = useSessionSocket();
  const connected = useSocketStatus(socket) === 'connected';
  const recent = useQuery(recentOptions());

  useEffect(() => {
    if (connected) void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  }, [connected, queryClient]);

  useSocketEvent(socket, 'notification', (event) => receiveNotification(queryClient, event));
  useSocketEvent(socket, 'notifications-read', (event) => applyRead(queryClient, event));
  return recent;
}
