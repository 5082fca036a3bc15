import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { Navbar } from './navbar';
import { RouteErrorBoundary } from './route-error-boundary';

// Decoration only: it arrives after the first paint instead of weighing on the first load.
const CursorEffect = lazy(() =>
  import('@/features/theme/cursor-effect').then((module) => ({ default: module.CursorEffect })),
);

export function RootLayout() {
  const location = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Navbar />
      <main id="main" className="main">
        <RouteErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<Spinner label="Loading..." fullPage />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <CursorEffect />
      </Suspense>
    </>
  );
}
