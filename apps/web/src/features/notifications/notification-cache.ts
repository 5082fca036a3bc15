import type {
  Notification,
  NotificationEvent,
  NotificationsReadEvent,
} from '@peerconnect/contracts';
import type { QueryClient } from '@tanstack/react-query';
import {
  getNotificationPagesQueryOptions,
  getRecentNotificationsQueryOptions,
} from './api/get-notifications';

interface ListChange {
  /** Applied to the items of every page. */
  each: (items: Notification[]) => Notification[];
  /** Then to the first page's (a new or grown notification goes on top). */
  first?: (items: Notification[]) => Notification[];
}

/** Applies a change to every cached copy of the list (the bell's page and the full pages). */
function updateLists(queryClient: QueryClient, change: ListChange, unreadCount: number): void {
  const first = (items: Notification[]) => (change.first ?? ((same) => same))(change.each(items));
  queryClient.setQueryData(getRecentNotificationsQueryOptions().queryKey, (page) =>
    page ? { ...page, items: first(page.items), unreadCount } : page,
  );
  queryClient.setQueryData(getNotificationPagesQueryOptions().queryKey, (data) =>
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
