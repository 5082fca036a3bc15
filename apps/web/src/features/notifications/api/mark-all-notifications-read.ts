import { notificationEndpoints } from '@peerconnect/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { applyRead } from '../notification-cache';

export const markAllNotificationsRead = () => apiCall(notificationEndpoints.readAll);

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: ({ unreadCount }) => applyRead(queryClient, { ids: 'all', unreadCount }),
  });
}
