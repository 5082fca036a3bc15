import { messageEndpoints, type ChatRef } from '@peerconnect/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { getInboxQueryOptions } from './get-inbox';

/** PUT /api/messages/mute: the chat keeps its count but leaves the navigation's total. */
export const muteChat = ({ chat, muted }: { chat: ChatRef; muted: boolean }) =>
  apiCall(messageEndpoints.mute, { body: { chat, muted } });

export function useMuteChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: muteChat,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getInboxQueryOptions().queryKey }),
  });
}
