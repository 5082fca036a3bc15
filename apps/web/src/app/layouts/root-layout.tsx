import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import './layout.css';
import { useAuth, VerifyEmailReminder } from '@/features/auth';
import { useNewVersionOnNavigation } from '@/lib/service-worker';
import { useAfterFirstRender } from '@/lib/use-after-first-render';
import { Navbar } from './navbar';
import { usePageAnnouncement } from './use-page-announcement';
import { OfflineNotice } from './offline-notice';
import { WakingNotice } from './waking-notice';

// Decoration only: it arrives after the first paint instead of weighing on the first load.
const CursorEffect = lazy(() =>
  import('@/features/theme/cursor-effect').then((module) => ({ default: module.CursorEffect })),
);

export function RootLayout() {
  usePageAnnouncement();
  useNewVersionOnNavigation();
  const { isAuthenticated } = useAuth();
  const decorated = useAfterFirstRender();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Navbar />
      {/* A signed-in student's phone shows the sections in a bar at the bottom (navbar.css). */}
      <main id="main" className={`main${isAuthenticated ? ' with-bottom-nav' : ''}`} tabIndex={-1}>
        {/* Drawn with the page, not loaded after it: arriving late it pushed the whole screen down. */}
        <VerifyEmailReminder />
        {isAuthenticated && <OfflineNotice />}
        <WakingNotice />
        <Outlet />
      </main>
      {decorated && (
        <Suspense fallback={null}>
          <CursorEffect />
        </Suspense>
      )}
    </>
  );
}
