import '../notifications.css';
import { Bell } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { NOTIFICATION_TEXTS as T } from '@/config/notification.messages';
import { useLiveNotifications } from '../use-live-notifications';
import { MarkAllRead } from './mark-all-read';
import { NotificationList } from './notification-list';

/** Wide enough for a panel beside the page; narrower screens open the page instead. */
const PANEL_MEDIA = '(min-width: 900px)';
/** The panel shows the newest few; the page has them all. */
const PANEL_ITEMS = 8;

/**
 * The navigation's bell with the live unread count. On a desktop it opens a panel of the newest
 * notifications (Escape or a click elsewhere closes it); on a phone it goes to /notifications.
 */
export default function NotificationBell() {
  const recent = useLiveNotifications();
  const unread = recent.data?.unreadCount ?? 0;
  const navigate = useNavigate();
  const location = useLocation();
  // Open only on the page where it was opened: following a notification closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? location.pathname : null);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpenOn(null);
    const onClick = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  function onBell() {
    if (window.matchMedia(PANEL_MEDIA).matches) setOpen(!open);
    else navigate(paths.notifications);
  }

  return (
    <div className="notification-bell" ref={root}>
      <button
        type="button"
        className="icon-button notification-bell-button"
        aria-label={T.bell(unread)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onBell}
      >
        <Bell size={20} aria-hidden="true" />
        {unread > 0 && (
          <span className="badge nav-badge notification-count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <section id={panelId} className="notification-panel" aria-label={T.title}>
          <header className="notification-panel-header">
            <h2>{T.title}</h2>
            <MarkAllRead unread={unread} />
          </header>
          {recent.data ? (
            <NotificationList
              items={recent.data.items.slice(0, PANEL_ITEMS)}
              onOpen={() => setOpen(false)}
            />
          ) : (
            <Spinner label={T.loading} />
          )}
          <Link to={paths.notifications} className="notification-see-all">
            {T.seeAll}
          </Link>
        </section>
      )}
    </div>
  );
}
