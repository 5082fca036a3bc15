import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { CursorEffect } from '@/features/theme/cursor-effect';
import { Navbar } from './navbar';
import { RouteErrorBoundary } from './route-error-boundary';

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
      <CursorEffect />
    </>
  );
}
