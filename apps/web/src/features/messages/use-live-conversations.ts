import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSessionSocket, useSocketEvent, useSocketStatus } from '@/features/chat/socket';
import { messageKeys } from './api/conversations';

/**
 * Refreshes the conversation list (last messages, unread counts) whenever a direct message
 * arrives, wherever the user is, and on every (re)connection: a message that came while the
 * socket was still connecting or was down raised no event. The server's counts are the truth,
 * so they are refetched rather than counted up here.
 */
export function useLiveConversations(): void {
  const queryClient = useQueryClient();
  const socket = useSessionSocket();
  const connected = useSocketStatus(socket) === 'connected';
  useSocketEvent(socket, 'receive-message', () => {
    void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
  });
  useEffect(() => {
    if (connected) void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
  }, [queryClient, connected]);
}
