import './notifications.css';
import { Spinner } from '@/components/ui/spinner';
import { queryClient } from '@/lib/query-client';
import { signedInLoader } from '@/lib/signed-in-loader';
import { getNotificationPagesQueryOptions, useNotificationPages } from './api/get-notifications';
import { MarkAllRead } from './components/mark-all-read';
import { NotificationList } from './components/notification-list';
import { NOTIFICATION_TEXTS as T } from '@/config/notification.messages';
import { useLiveNotifications } from './use-live-notifications';

export const loader = signedInLoader(() => {
  void queryClient.prefetchInfiniteQuery(getNotificationPagesQueryOptions());
});

/** Every notification, newest first, page after page: where a phone's bell leads, and 'see all'. */
export default function NotificationsPage() {
  const recent = useLiveNotifications();
  const list = useNotificationPages();
  const unread = recent.data?.unreadCount ?? list.data?.pages[0]?.unreadCount ?? 0;
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="page notifications-page">
      <header className="notifications-page-header">
        <h1>{T.title}</h1>
        <MarkAllRead unread={unread} />
      </header>
      {list.isPending ? (
        <Spinner label={T.loading} />
      ) : list.isError ? (
        <div className="notification-error" role="alert">
          <p>{T.failed}</p>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void list.refetch()}
          >
            {T.retry}
          </button>
        </div>
      ) : (
        <div className="notifications-card">
          <NotificationList items={items} />
        </div>
      )}
      {list.hasNextPage && (
        <button
          type="button"
          className="button button-secondary notifications-more"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {T.loadMore}
        </button>
      )}
    </div>
  );
}
