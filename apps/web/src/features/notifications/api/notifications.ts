import {
  LIMITS,
  notificationEndpoints,
  type Notification,
  type NotificationEvent,
  type NotificationPage,
  type NotificationsReadEvent,
  type UpdateNotificationSettings,
} from '@peerconnect/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export const notificationKeys = {
  all: ['notifications'] as const,
  /** The newest page: the bell's count and its panel. */
  recent: ['notifications', 'recent'] as const,
  /** Every page, for /notifications. */
  pages: ['notifications', 'pages'] as const,
  settings: ['notifications', 'settings'] as const,
};

/** GET /api/notifications: the newest notifications and the unread count. */
export const recentOptions = () =>
  queryOptions({
    queryKey: notificationKeys.recent,
    queryFn: () =>
      apiCall(notificationEndpoints.list, { query: { limit: LIMITS.notificationsPageSize } }),
  });

/** The same list, page after page by cursor. */
export const pagesOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.pages,
    queryFn: ({ pageParam }) =>
      apiCall(notificationEndpoints.list, { query: pageParam ? { cursor: pageParam } : {} }),
    initialPageParam: '',
    getNextPageParam: (last: NotificationPage) => last.nextCursor ?? undefined,
  });

type Pages = InfiniteData<NotificationPage, string>;

interface ListChange {
  /** Applied to the items of every page. */
  each: (items: Notification[]) => Notification[];
  /** Then to the first page's (a new or grown notification goes on top). */
  first?: (items: Notification[]) => Notification[];
}

/** Applies a change to every cached copy of the list (the bell's page and the full pages). */
function updateLists(queryClient: QueryClient, change: ListChange, unreadCount: number): void {
  const first = (items: Notification[]) => (change.first ?? ((same) => same))(change.each(items));
  queryClient.setQueryData<NotificationPage>(notificationKeys.recent, (page) =>
    page ? { ...page, items: first(page.items), unreadCount } : page,
  );
  queryClient.setQueryData<Pages>(notificationKeys.pages, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page, index) => ({
            ...page,
            items: index === 0 ? first(page.items) : change.each(page.items),
            unreadCount,
          })),
        }
      : data,
  );
}

/**
 * A live notification: on top, once (a collapsed one that grew replaces its older copy, and one
 * heard twice, live and again after a reconnect, is still shown once).
 */
export function receiveNotification(queryClient: QueryClient, event: NotificationEvent): void {
  const { notification } = event;
  updateLists(
    queryClient,
    {
      each: (items) => items.filter((item) => item._id !== notification._id),
      first: (items) => [notification, ...items],
    },
    event.unreadCount,
  );
}

/** Notifications read here or on another device. */
export function applyRead(queryClient: QueryClient, event: NotificationsReadEvent): void {
  const isRead = (id: string) => event.ids === 'all' || event.ids.includes(id);
  updateLists(
    queryClient,
    { each: (items) => items.map((item) => (isRead(item._id) ? { ...item, read: true } : item)) },
    event.unreadCount,
  );
}

/** PUT /api/notifications/{id}/read. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(notificationEndpoints.read, { params: { id } }),
    onSuccess: ({ _id, unreadCount }) => applyRead(queryClient, { ids: [_id], unreadCount }),
  });
}

/** PUT /api/notifications/read-all. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(notificationEndpoints.readAll),
    onSuccess: ({ unreadCount }) => applyRead(queryClient, { ids: 'all', unreadCount }),
  });
}

/** GET /api/users/me/notification-settings: per type in the app and by email, and the reminder. */
export const settingsOptions = () =>
  queryOptions({
    queryKey: notificationKeys.settings,
    queryFn: () => apiCall(notificationEndpoints.getSettings),
  });

/** PUT /api/users/me/notification-settings with only what changed; the answer is the whole. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNotificationSettings) =>
      apiCall(notificationEndpoints.updateSettings, { body }),
    // A read of the settings still on its way would answer the old value after this one.
    onMutate: () => queryClient.cancelQueries({ queryKey: notificationKeys.settings }),
    onSuccess: (settings) => queryClient.setQueryData(notificationKeys.settings, settings),
  });
}
