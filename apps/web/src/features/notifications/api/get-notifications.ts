import { LIMITS, notificationEndpoints, type NotificationPage } from '@peerconnect/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** Every notification query's key starts here: a reconnect refreshes them all. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;

/** The newest notifications and the unread count, or the page after a cursor. */
export const getNotifications = (query: { limit?: number; cursor?: string }) =>
  apiCall(notificationEndpoints.list, { query });

/** The newest page: the bell's count and its panel. */
export const getRecentNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'recent'] as const,
    queryFn: () => getNotifications({ limit: LIMITS.notificationsPageSize }),
  });

/** Every page, by cursor, for /notifications. */
export const getNotificationPagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'pages'] as const,
    queryFn: ({ pageParam }) => getNotifications(pageParam ? { cursor: pageParam } : {}),
    initialPageParam: '',
    getNextPageParam: (last: NotificationPage) => last.nextCursor ?? undefined,
  });

export const useRecentNotifications = () => useQuery(getRecentNotificationsQueryOptions());

export const useNotificationPages = () => useInfiniteQuery(getNotificationPagesQueryOptions());
