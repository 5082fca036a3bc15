import type { NotificationEvent } from '@peerconnect/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ACTIVITIES_KEY } from '@/features/activities';
import { FRIENDS_KEY } from '@/features/friends';
import { saveSessionUser } from '@/features/auth';
import { useSessionSocket, useSocketEvent, useSocketStatus } from '@/features/messages';
import { NOTIFICATIONS_KEY, useRecentNotifications } from './api/get-notifications';
import { applyRead, receiveNotification } from './notification-cache';

/** What a notification says changed is fetched anew where it is shown (the request on /friends). */
function refreshWhatChanged(queryClient: QueryClient, { notification }: NotificationEvent): void {
  if (notification.type === 'friend-request' || notification.type === 'friend-accepted')
    void queryClient.invalidateQueries({ queryKey: FRIENDS_KEY });
  if (notification.activity) void queryClient.invalidateQueries({ queryKey: ACTIVITIES_KEY });
}

/**
 * The newest notifications and the unread count, kept current over the session's socket: a new
 * one lands on top, reads on another device clear here, and every (re)connection fetches the list
 * again, catching up on what came while the socket was away (each shown once, by id).
 */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  const socket = useSessionSocket();
  const connected = useSocketStatus(socket) === 'connected';
  const recent = useRecentNotifications();

  useEffect(() => {
    if (connected) void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  }, [connected, queryClient]);

  useSocketEvent(socket, 'notification', (event) => {
    receiveNotification(queryClient, event);
    refreshWhatChanged(queryClient, event);
  });
  useSocketEvent(socket, 'notifications-read', (event) => applyRead(queryClient, event));
  // The student's own record changed elsewhere (an address verified in another tab): this tab
  // and the stored copy follow, so the verify-your-email banner goes without a reload.
  useSocketEvent(socket, 'user-updated', (user) => saveSessionUser(queryClient, user));
  return recent;
}
