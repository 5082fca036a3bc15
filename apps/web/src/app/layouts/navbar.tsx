import './navbar.css';
import { NAVBAR_SCROLL_THRESHOLD } from '@/config/timeouts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { SHELL_MESSAGES } from '@/config/messages';
import { paths } from '@/config/paths';
import { useAuth, useSignOut } from '@/features/auth';
import { useAfterFirstRender } from '@/lib/use-after-first-render';
import { ThemeToggle } from '@/features/theme/theme-toggle';
import { MemberSections } from './member-sections';

const NAV = SHELL_MESSAGES.nav;

// Like the theme's, the menu's icon follows the first paint: the icon library stays out of it.
const MenuIcon = lazy(() => import('./menu-icon'));

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

/**
 * The one navigation: brand, the main sections, the account links and the tools (theme; room for
 * more icon buttons). On a phone the sections of a signed-in student form a bar at the bottom of
 * the screen, the tools stay in the top bar, and the menu button opens the rest.
 */
export function Navbar() {
  const { isAuthenticated, user } = useAuth();
  const signOut = useSignOut();
  const scrolled = useScrolledPast(NAVBAR_SCROLL_THRESHOLD);
  // The lazy parts are asked for in the background render after the first: the render the first
  // paint waits for starts none of their downloads (the bell alone preloads a dozen chunks).
  const lazyParts = useAfterFirstRender();
  const location = useLocation();
  const navigate = useNavigate();
  // The mobile menu is open only on the page where it was opened: navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.pathname;

  function onLogout() {
    signOut();
    navigate(paths.home);
  }

  return (
    <header className={`navbar${scrolled ? ' navbar-scrolled' : ''}`}>
      <nav className="navbar-inner" aria-label={SHELL_MESSAGES.nav.label}>
        <Link to={paths.home} className="brand">
          <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true">
            <rect width="32" height="32" rx="9" />
            <circle cx="12" cy="13" r="4.5" />
            <circle cx="21" cy="19" r="4.5" />
          </svg>
          PeerConnect
        </Link>
        <div
          id="main-menu"
          className={`nav-menu${isAuthenticated ? ' with-bottom-nav' : ''}${menuOpen ? ' open' : ''}`}
        >
          <ul className={`nav-sections${isAuthenticated ? ' bottom-nav' : ''}`}>
            {isAuthenticated ? (
              <MemberSections />
            ) : (
              <>
                <li>
                  <NavLink to={paths.dashboard} className="nav-section">
                    {NAV.dashboard}
                  </NavLink>
                </li>
                <li>
                  <NavLink to={paths.activities()} end className="nav-section">
                    {NAV.activities}
                  </NavLink>
                </li>
              </>
            )}
          </ul>
          <div className="nav-account">
            {isAuthenticated ? (
              <>
                {user?.moderator && (
                  <NavLink to={paths.moderation} className="nav-user">
                    {NAV.moderation}
                  </NavLink>
                )}
                <NavLink
                  to={paths.profile()}
                  className="nav-user nav-profile"
                  title={user?.username}
                >
                  <span className="nav-user-name">{user?.username}</span>
                </NavLink>
                <NavLink to={paths.settings} className="nav-user">
                  {NAV.settings}
                </NavLink>
                <button type="button" className="button button-ghost" onClick={onLogout}>
                  {NAV.logout}
                </button>
              </>
            ) : (
              <>
                <NavLink to={paths.login} className="nav-user">
                  {NAV.login}
                </NavLink>
                <Link to={paths.register} className="button button-primary">
                  {NAV.signUp}
                </Link>
              </>
            )}
          </div>
        </div>
        <div className="nav-tools">
          {/* The bell's place is kept from the first paint: arriving, it moves nothing. */}
          {isAuthenticated && (
            <div className="notification-bell-slot">
              {lazyParts && (
                <Suspense fallback={null}>
                  <NotificationBell />
                </Suspense>
              )}
            </div>
          )}
          <ThemeToggle />
          <button
            type="button"
            className="icon-button menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            onClick={() => setOpenOn(menuOpen ? null : location.pathname)}
          >
            {lazyParts && (
              <Suspense fallback={null}>
                <MenuIcon open={menuOpen} />
              </Suspense>
            )}
            <span className="sr-only">
              {menuOpen ? SHELL_MESSAGES.nav.closeMenu : SHELL_MESSAGES.nav.openMenu}
            </span>
          </button>
        </div>
      </nav>
    </header>
  );
}
