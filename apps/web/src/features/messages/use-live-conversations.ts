import { useQueryClient } from '@tanstack/react-query';
import { useSessionSocket, useSocketEvent } from '@/features/chat/socket';
import { messageKeys } from './api/conversations';

/**
 * Refreshes the conversation list (last messages, unread counts) whenever a direct message
 * arrives, wherever the user is. The server's counts are the truth, so they are refetched rather
 * than counted up here.
 */
export function useLiveConversations(): void {
  const queryClient = useQueryClient();
  const socket = useSessionSocket();
  useSocketEvent(socket, 'receive-message', () => {
    void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
  });
}
