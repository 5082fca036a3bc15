import { NAVBAR_SCROLL_THRESHOLD } from '@/config/timeouts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { SHELL_MESSAGES } from '@/config/messages';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { ThemeToggle } from '@/features/theme/theme-toggle';

const NAV = SHELL_MESSAGES.nav;

// Loaded after sign-in only: it brings the socket client and the message schemas, which visitors
// never need.
const UnreadBadge = lazy(() => import('@/features/messages/components/unread-badge'));
// On a phone the links sit in the closed menu: its button shows the same count.
const MenuUnreadCount = lazy(() =>
  import('@/features/messages/components/unread-badge').then((module) => ({
    default: module.UnreadCount,
  })),
);

const NotificationBell = lazy(
  () => import('@/features/notifications/components/notification-bell'),
);

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return scrolled;
}

export function Navbar() {
  const { isAuthenticated, user, logout } = useAuth();
  const scrolled = useScrolledPast(NAVBAR_SCROLL_THRESHOLD);
  const location = useLocation();
  const navigate = useNavigate();
  // The mobile menu is open only on the page where it was opened: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.pathname;

  function onLogout() {
    logout();
    navigate(paths.home);
  }

  return (
    <header className={`navbar${scrolled ? ' navbar-scrolled' : ''}`}>
      <nav className="navbar-inner" aria-label="Main">
        <Link to={paths.home} className="brand">
          <span className="brand-mark" aria-hidden="true" />
          PeerConnect
        </Link>
        {isAuthenticated && (
          <Suspense fallback={null}>
            <NotificationBell />
          </Suspense>
        )}
        <button
          type="button"
          className="icon-button menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="main-menu"
          onClick={() => setOpenOn(menuOpen ? null : location.pathname)}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
          <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          {isAuthenticated && !menuOpen && (
            <Suspense fallback={null}>
              <MenuUnreadCount />
            </Suspense>
          )}
        </button>
        <div id="main-menu" className={`nav-links${menuOpen ? ' open' : ''}`}>
          <NavLink to={paths.dashboard}>{NAV.dashboard}</NavLink>
          <NavLink to={paths.activities()} end>
            {NAV.activities}
          </NavLink>
          {isAuthenticated ? (
            <>
              <NavLink to={paths.newActivity}>{NAV.createActivity}</NavLink>
              <NavLink to={paths.friends}>{NAV.friends}</NavLink>
              <NavLink to={paths.messages}>
                {NAV.messages}
                <Suspense fallback={null}>
                  <UnreadBadge />
                </Suspense>
              </NavLink>
              <NavLink to={paths.profile()} className="nav-user">
                {user?.username}
              </NavLink>
              <button type="button" className="button button-ghost" onClick={onLogout}>
                {NAV.logout}
              </button>
            </>
          ) : (
            <>
              <NavLink to={paths.login}>{NAV.login}</NavLink>
              <Link to={paths.register} className="button button-primary">
                {NAV.signUp}
              </Link>
            </>
          )}
          <ThemeToggle />
        </div>
      </nav>
    </header>
  );
}
