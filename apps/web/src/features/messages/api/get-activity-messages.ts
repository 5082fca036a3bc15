import {
  messageEndpoints,
  activityRoomId,
  LIMITS,
  type ChatMessage,
  type MessageHistoryQuery,
} from '@peerconnect/contracts';
import { CHAT } from '@/config/timeouts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { SHOWN_OFFLINE } from '@/lib/offline-meta';
import { emitWithAck, type AppSocket } from '@/lib/socket';
import { mergeFetched, type ThreadRef } from '../thread-cache';
import { lastMessageId, type Thread } from '../thread';

const activityThreadKey = (activityId: string) => ['chat', 'activity', activityId] as const;

export function activityThreadRef(queryClient: QueryClient, activityId: string): ThreadRef {
  return {
    queryClient,
    queryKey: activityThreadKey(activityId),
    limit: LIMITS.chatCachePerActivity,
  };
}

/** GET /api/messages/activity/{id}: the latest page, or the page after or before a message. */
export function fetchActivityMessages(
  activityId: string,
  query: MessageHistoryQuery = {},
): Promise<ChatMessage[]> {
  return apiCall(
    messageEndpoints.activityHistory,
    { params: { activityId }, query },
    { timeoutMs: CHAT.messageLoadTimeout },
  );
}

/** The first load asks the socket (quick), then HTTP; a catch-up asks HTTP for what was missed. */
async function loadActivityMessages(
  socket: AppSocket | null,
  activityId: string,
  after: string | undefined,
): Promise<ChatMessage[]> {
  if (!after && socket) {
    const roomId = activityRoomId(activityId);
    const ack = await emitWithAck(
      socket,
      'get-activity-messages',
      { roomId },
      CHAT.socketFetchTimeout,
    ).catch(() => null);
    if (ack) return ack.messages;
  }
  return fetchActivityMessages(activityId, { after });
}

export const activityThreadOptions = (
  ref: ThreadRef,
  socket: AppSocket | null,
  activityId: string,
) =>
  queryOptions({
    queryKey: activityThreadKey(activityId),
    queryFn: async (): Promise<Thread<ChatMessage>> => {
      const cached = ref.queryClient.getQueryData<Thread<ChatMessage>>(ref.queryKey);
      const after = cached && lastMessageId(cached);
      return mergeFetched(ref, await loadActivityMessages(socket, activityId, after), !after);
    },
    // Live events keep an open chat current; every (re)connection or return catches up at once.
    staleTime: 0,
    meta: SHOWN_OFFLINE,
  });
