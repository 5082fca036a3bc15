import type { ReactElement } from 'react';
import { matchPath, Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { GuestRoute, ProtectedRoute } from '@/features/auth/components/protected-route';
import { lazyRoute } from '@/lib/lazy-route';
import { usePrefetchOnIntent } from '@/lib/prefetch-on-intent';
import { RootLayout } from './layouts/root-layout';
import { lazyScreenWithServerState } from './server-state';

// Every screen is its own chunk, so the landing and login pages load only what they need;
// signed-in screens come with the server-state cache (TanStack Query), which visitors never load.
const Landing = lazyRoute(() => import('@/features/landing/landing-page'));
const Login = lazyRoute(() => import('@/features/auth/routes/login-page'));
const Register = lazyRoute(() => import('@/features/auth/routes/register-page'));
const ForgotPassword = lazyRoute(() => import('@/features/auth/routes/forgot-password-page'));
const Dashboard = lazyScreenWithServerState(() => import('@/features/dashboard/dashboard-page'));
const Profile = lazyScreenWithServerState(() => import('@/features/profile/profile-page'));
const Activities = lazyScreenWithServerState(() => import('@/features/activities/activities-page'));
const ActivityDetail = lazyScreenWithServerState(
  () => import('@/features/activities/activity-detail-page'),
);
const ActivityForm = lazyScreenWithServerState(
  () => import('@/features/activities/activity-form-page'),
);
const Conversations = lazyScreenWithServerState(
  () => import('@/features/messages/conversations-page'),
);
const Chat = lazyScreenWithServerState(() => import('@/features/messages/chat-page'));
const Friends = lazyScreenWithServerState(() => import('@/features/friends/friends-page'));
const NotFound = lazyRoute(() => import('@/features/not-found/not-found-page'));

/** Which screen a path opens, most specific first, for loading it before it is rendered. */
const SCREENS: [pattern: string, screen: { preload(): Promise<unknown> }][] = [
  [paths.home, Landing],
  [paths.login, Login],
  [paths.register, Register],
  [paths.forgotPassword, ForgotPassword],
  [paths.dashboard, Dashboard],
  ['/profile/:userId?', Profile],
  [paths.newActivity, ActivityForm],
  ['/activities/edit/:activityId', ActivityForm],
  ['/activities/:activityId', ActivityDetail],
  ['/activities', Activities],
  [paths.messages, Conversations],
  ['/messages/:userId', Chat],
  [paths.friends, Friends],
];

/**
 * Loads the screen `pathname` opens (nothing for redirects and unknown paths). A failure shows
 * when the screen renders, through the route's error boundary.
 */
export function preloadScreen(pathname: string): Promise<unknown> {
  const match = SCREENS.find(([pattern]) => matchPath(pattern, pathname));
  return match ? match[1].preload().catch(() => undefined) : Promise.resolve();
}

const prefetchScreen = (pathname: string) => void preloadScreen(pathname);

const signedIn = (screen: ReactElement) => <ProtectedRoute>{screen}</ProtectedRoute>;

export function AppRoutes() {
  usePrefetchOnIntent(prefetchScreen);
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<Landing />} />
        <Route path={paths.login} element={<Login />} />
        <Route
          path={paths.register}
          element={
            <GuestRoute>
              <Register />
            </GuestRoute>
          }
        />
        <Route path={paths.signup} element={<Navigate to={paths.register} replace />} />
        <Route path={paths.forgotPassword} element={<ForgotPassword />} />
        <Route path={paths.dashboard} element={signedIn(<Dashboard />)} />
        <Route path="/profile/:userId?" element={signedIn(<Profile />)} />
        <Route path="/activities" element={signedIn(<Activities />)} />
        <Route path={paths.newActivity} element={signedIn(<ActivityForm />)} />
        <Route path={paths.createActivity} element={<Navigate to={paths.newActivity} replace />} />
        <Route path="/activities/edit/:activityId" element={signedIn(<ActivityForm />)} />
        <Route path="/activities/:activityId" element={signedIn(<ActivityDetail />)} />
        <Route path={paths.messages} element={signedIn(<Conversations />)} />
        <Route path="/messages/:userId" element={signedIn(<Chat />)} />
        <Route path={paths.friends} element={signedIn(<Friends />)} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
