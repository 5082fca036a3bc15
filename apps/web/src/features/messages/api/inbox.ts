import {
  messageEndpoints,
  type ChatRef,
  type ChatSettings,
  type InboxEntry,
} from '@peerconnect/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export const inboxKeys = {
  inbox: ['chat', 'inbox'] as const,
  settings: ['chat', 'settings'] as const,
};

/** GET /api/messages/inbox: every chat of the student, newest first, with unread counts. */
export const inboxOptions = () =>
  queryOptions({ queryKey: inboxKeys.inbox, queryFn: () => apiCall(messageEndpoints.inbox) });

export function useInbox() {
  return useQuery(inboxOptions());
}

/** What the navigation shows: unread messages over all chats, muted ones left out. */
const unmutedUnread = (entries: InboxEntry[]) =>
  entries.reduce((sum, entry) => sum + (entry.muted ? 0 : entry.unreadCount), 0);

export function useUnreadTotal(): number {
  return useQuery({ ...inboxOptions(), select: unmutedUnread }).data ?? 0;
}

/** The unread count of one activity's chat (0 when the student is not in it). */
export function useActivityUnread(activityId: string): number {
  const select = (entries: InboxEntry[]) =>
    entries.find((entry) => entry.kind === 'activity' && entry.activity._id === activityId)
      ?.unreadCount ?? 0;
  return useQuery({ ...inboxOptions(), select }).data ?? 0;
}

/** Sets a chat's count to 0 in the cached inbox: it was just read here or on another device. */
export function clearUnread(queryClient: ReturnType<typeof useQueryClient>, chat: ChatRef): void {
  queryClient.setQueryData<InboxEntry[]>(inboxKeys.inbox, (entries) =>
    entries?.map((entry) => {
      const id = entry.kind === 'direct' ? entry.user._id : entry.activity._id;
      return entry.kind === chat.kind && id === chat.id ? { ...entry, unreadCount: 0 } : entry;
    }),
  );
}

/** POST /api/messages/activity/{id}/read: the chat is read up to now, on every device. */
export function markActivityRead(activityId: string) {
  return apiCall(messageEndpoints.markActivityRead, { params: { activityId } });
}

/** PUT /api/messages/mute: the chat keeps its count but leaves the navigation's total. */
export function useMute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chat, muted }: { chat: ChatRef; muted: boolean }) =>
      apiCall(messageEndpoints.mute, { body: { chat, muted } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.inbox }),
  });
}

/** GET and PUT /api/messages/settings: read receipts on or off. */
export const chatSettingsOptions = () =>
  queryOptions({ queryKey: inboxKeys.settings, queryFn: () => apiCall(messageEndpoints.settings) });

export function useUpdateChatSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatSettings) => apiCall(messageEndpoints.updateSettings, { body }),
    // A read of the settings still on its way would answer the old value after this one.
    onMutate: () => queryClient.cancelQueries({ queryKey: inboxKeys.settings }),
    onSuccess: (settings) => {
      queryClient.setQueryData(inboxKeys.settings, settings);
      // Conversations cached with (or without) receipts are read again under the new setting.
      void queryClient.invalidateQueries({ queryKey: ['messages', 'thread'] });
    },
  });
}
