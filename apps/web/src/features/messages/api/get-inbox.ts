import { messageEndpoints, type ChatRef, type InboxEntry } from '@peerconnect/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiCall } from '@/lib/api-client';
import { SHOWN_OFFLINE } from '@/lib/offline-meta';
import { isSameChat, useOpenChat } from '../open-chat';

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

/** The chat an inbox row is about. */
export const chatOf = (entry: InboxEntry): ChatRef =>
  entry.kind === 'direct'
    ? { kind: 'direct', id: entry.user._id }
    : { kind: 'activity', id: entry.activity._id };

/** A row's count as the student sees it: the chat on screen is being read, so it has none. */
export const shownUnread = (entry: InboxEntry, open: ChatRef | null) =>
  isSameChat(open, chatOf(entry)) ? 0 : entry.unreadCount;

/** What the navigation shows: unread messages over all chats, muted ones left out. */
export function useUnreadTotal(): number {
  const open = useOpenChat();
  const select = useCallback(
    (entries: InboxEntry[]) =>
      entries.reduce((sum, entry) => sum + (entry.muted ? 0 : shownUnread(entry, open)), 0),
    [open],
  );
  return useQuery({ ...getInboxQueryOptions(), select }).data ?? 0;
}

/** The unread count of one activity's chat (0 when the student is not in it). */
export function useActivityUnread(activityId: string): number {
  const select = (entries: InboxEntry[]) =>
    entries.find((entry) => entry.kind === 'activity' && entry.activity._id === activityId)
      ?.unreadCount ?? 0;
  return useQuery({ ...getInboxQueryOptions(), select }).data ?? 0;
}

const isChat = (chat: ChatRef) => (entry: InboxEntry) => isSameChat(chat, chatOf(entry));

/** Whether the student muted a chat (false until the inbox is in). */
export function useChatMuted(chat: ChatRef): boolean {
  const select = (entries: InboxEntry[]) => entries.find(isChat(chat))?.muted ?? false;
  return useQuery({ ...getInboxQueryOptions(), select }).data ?? false;
}

/**
 * Sets a chat's count to 0 in the cached inbox: it was just read here or on another device. An
 * inbox answer on its way may predate the read and would bring the count back: it is asked again.
 */
export function clearUnread(queryClient: QueryClient, chat: ChatRef): void {
  const { queryKey } = getInboxQueryOptions();
  queryClient.setQueryData(queryKey, (entries) =>
    entries?.map((entry) => (isChat(chat)(entry) ? { ...entry, unreadCount: 0 } : entry)),
  );
  if (queryClient.getQueryState(queryKey)?.fetchStatus === 'fetching')
    void queryClient.invalidateQueries({ queryKey });
}
