import {
  messageEndpoints,
  type DirectMessage,
  type MessageHistoryQuery,
} from '@peerconnect/contracts';
import { CHAT } from '@/config/timeouts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { lastMessageId, type Thread } from '../thread';
import { mergeFetched, type ThreadRef } from '../thread-cache';
import { clearUnread } from './get-inbox';
import { apiCall } from '@/lib/api-client';
import { SHOWN_OFFLINE } from '@/lib/offline-meta';

/** The key of a direct conversation's cached thread. */
const directThreadKey = (userId: string) => ['messages', 'thread', userId] as const;

export function directThreadRef(queryClient: QueryClient, userId: string): ThreadRef {
  return { queryClient, queryKey: directThreadKey(userId), limit: null };
}

/** GET /api/messages/{userId}: the latest page, or the page after or before a message; marks it read. */
export function fetchDirectMessages(
  userId: string,
  query: MessageHistoryQuery = {},
): Promise<DirectMessage[]> {
  return apiCall(
    messageEndpoints.directHistory,
    { params: { userId }, query },
    { timeoutMs: CHAT.messageLoadTimeout },
  );
}

export const directThreadOptions = (ref: ThreadRef, userId: string) =>
  queryOptions({
    queryKey: directThreadKey(userId),
    meta: SHOWN_OFFLINE,
    queryFn: async (): Promise<Thread<DirectMessage>> => {
      const cached = ref.queryClient.getQueryData<Thread<DirectMessage>>(ref.queryKey);
      const after = cached && lastMessageId(cached);
      const messages = await fetchDirectMessages(userId, { after });
      // Reading the conversation marked it read on the server: its count is 0 without asking again.
      clearUnread(ref.queryClient, { kind: 'direct', id: userId });
      return mergeFetched(ref, messages, !after);
    },
    // Live events keep an open conversation current; a return or reconnection catches up at once.
    staleTime: 0,
  });
