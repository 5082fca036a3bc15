import './navbar.css';
import { NAVBAR_SCROLL_THRESHOLD } from '@/config/timeouts';
import {
  CirclePlus,
  Compass,
  LayoutDashboard,
  Menu,
  MessageCircle,
  Users,
  X,
  type LucideIcon,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { SHELL_MESSAGES } from '@/config/messages';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { ThemeToggle } from '@/features/theme/theme-toggle';

const NAV = SHELL_MESSAGES.nav;

// Loaded after sign-in only: it brings the socket client and the message schemas, which visitors
// never need.
const UnreadBadge = lazy(() => import('@/features/messages/components/unread-badge'));

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

/** A main section's link; `short`, the start of its label, is all a phone's bottom bar shows. */
function Section({
  to,
  icon: Icon,
  label,
  short = label,
  end,
  children,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  short?: string;
  end?: boolean;
  children?: ReactNode;
}) {
  return (
    <li>
      <NavLink to={to} end={end} className="nav-section">
        <Icon className="nav-icon" size={22} aria-hidden="true" />
        <span className="nav-label">
          {short}
          {short !== label && <span className="nav-label-more">{label.slice(short.length)}</span>}
        </span>
        {children}
      </NavLink>
    </li>
  );
}

/**
 * The one navigation: brand, the main sections, the account links and the tools (theme; room for
 * more icon buttons). On a phone the sections of a signed-in student form a bar at the bottom of
 * the screen, the tools stay in the top bar, and the menu button opens the rest.
 */
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
          <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true">
            <rect width="32" height="32" rx="9" />
            <circle cx="12" cy="13" r="4.5" />
            <circle cx="21" cy="19" r="4.5" />
          </svg>
          PeerConnect
        </Link>
        <div id="main-menu" className={`nav-menu${menuOpen ? ' open' : ''}`}>
          <ul className={`nav-sections${isAuthenticated ? ' bottom-nav' : ''}`}>
            <Section to={paths.dashboard} icon={LayoutDashboard} label={NAV.dashboard} />
            <Section to={paths.activities()} icon={Compass} label={NAV.activities} end />
            {isAuthenticated && (
              <>
                <Section
                  to={paths.newActivity}
                  icon={CirclePlus}
                  label={NAV.createActivity}
                  short={NAV.createActivity.split(' ')[0]}
                />
                <Section to={paths.friends} icon={Users} label={NAV.friends} />
                <Section to={paths.messages} icon={MessageCircle} label={NAV.messages}>
                  <Suspense fallback={null}>
                    <UnreadBadge />
                  </Suspense>
                </Section>
              </>
            )}
          </ul>
          <div className="nav-account">
            {isAuthenticated ? (
              <>
                <NavLink to={paths.profile()} className="nav-user">
                  {user?.username}
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
          <ThemeToggle />
          <button
            type="button"
            className="icon-button menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            onClick={() => setOpenOn(menuOpen ? null : location.pathname)}
          >
            {menuOpen ? <X size={20} aria-hidden="true" /> : <Menu size={20} aria-hidden="true" />}
            <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          </button>
        </div>
      </nav>
    </header>
  );
}
