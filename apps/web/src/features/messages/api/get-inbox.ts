import { messageEndpoints, type ChatRef, type InboxEntry } from '@peerconnect/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { SHOWN_OFFLINE } from '@/lib/offline-meta';

/** GET /api/messages/inbox: every chat of the student, newest first, with unread counts. */
export const getInbox = () => apiCall(messageEndpoints.inbox);

export const getInboxQueryOptions = () =>
  queryOptions({
    queryKey: ['chat', 'inbox'],
    queryFn: getInbox,
    meta: SHOWN_OFFLINE,
  });

export function useInbox() {
  return useQuery(getInboxQueryOptions());
}

/** What the navigation shows: unread messages over all chats, muted ones left out. */
const unmutedUnread = (entries: InboxEntry[]) =>
  entries.reduce((sum, entry) => sum + (entry.muted ? 0 : entry.unreadCount), 0);

export function useUnreadTotal(): number {
  return useQuery({ ...getInboxQueryOptions(), select: unmutedUnread }).data ?? 0;
}

/** The unread count of one activity's chat (0 when the student is not in it). */
export function useActivityUnread(activityId: string): number {
  const select = (entries: InboxEntry[]) =>
    entries.find((entry) => entry.kind === 'activity' && entry.activity._id === activityId)
      ?.unreadCount ?? 0;
  return useQuery({ ...getInboxQueryOptions(), select }).data ?? 0;
}

const isChat = (chat: ChatRef) => (entry: InboxEntry) =>
  entry.kind === chat.kind &&
  (entry.kind === 'direct' ? entry.user._id : entry.activity._id) === chat.id;

/** Whether the student muted a chat (false until the inbox is in). */
export function useChatMuted(chat: ChatRef): boolean {
  const select = (entries: InboxEntry[]) => entries.find(isChat(chat))?.muted ?? false;
  return useQuery({ ...getInboxQueryOptions(), select }).data ?? false;
}

/** Sets a chat's count to 0 in the cached inbox: it was just read here or on another device. */
export function clearUnread(queryClient: QueryClient, chat: ChatRef): void {
  queryClient.setQueryData(getInboxQueryOptions().queryKey, (entries) =>
    entries?.map((entry) => (isChat(chat)(entry) ? { ...entry, unreadCount: 0 } : entry)),
  );
}
