import { notificationEndpoints } from '@peerconnect/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { applyRead } from '../notification-cache';

export const markNotificationRead = (id: string) =>
  apiCall(notificationEndpoints.read, { params: { id } });

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: ({ _id, unreadCount }) => applyRead(queryClient, { ids: [_id], unreadCount }),
  });
}
