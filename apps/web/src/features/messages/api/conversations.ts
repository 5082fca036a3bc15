import { messageRoutes, type Conversation } from '@peerconnect/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export const messageKeys = {
  conversations: ['messages', 'conversations'] as const,
  thread: (userId: string) => ['messages', 'thread', userId] as const,
};

/** GET /api/messages/conversations: one row per person, newest first, with unread counts. */
export function fetchConversations(): Promise<Conversation[]> {
  return apiCall(messageRoutes.conversations);
}

export const conversationsOptions = () =>
  queryOptions({ queryKey: messageKeys.conversations, queryFn: fetchConversations });

export function useConversations() {
  return useQuery(conversationsOptions());
}

const totalUnread = (conversations: Conversation[]) =>
  conversations.reduce((sum, conversation) => sum + conversation.unreadCount, 0);

/** How many direct messages the user has not read yet, over all conversations. */
export function useUnreadCount(): number {
  return useQuery({ ...conversationsOptions(), select: totalUnread }).data ?? 0;
}
