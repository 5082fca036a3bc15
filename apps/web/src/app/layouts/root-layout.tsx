import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import './layout.css';
import { useAuth } from '@/features/auth';
import { Navbar } from './navbar';
import { usePageAnnouncement } from './use-page-announcement';

// Decoration only: it arrives after the first paint instead of weighing on the first load.
const CursorEffect = lazy(() =>
  import('@/features/theme/cursor-effect').then((module) => ({ default: module.CursorEffect })),
);

// Only a student whose address is not verified yet sees it: nobody else loads its code (and the
// mutation it sends with). Asked for as soon as the session is known, it comes with the screen.
const VerifyEmailReminder = lazy(() =>
  import('@/features/auth/components/verify-email-reminder').then((module) => ({
    default: module.VerifyEmailReminder,
  })),
);

export function RootLayout() {
  usePageAnnouncement();
  const { user } = useAuth();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Navbar />
      <main id="main" className="main" tabIndex={-1}>
        {user?.emailVerified === false && (
          <Suspense fallback={null}>
            <VerifyEmailReminder />
          </Suspense>
        )}
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <CursorEffect />
      </Suspense>
    </>
  );
}
