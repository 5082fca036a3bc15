import type { ReactElement } from 'react';
import { matchPath, Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { GuestRoute, ProtectedRoute } from '@/features/auth/components/protected-route';
import { lazyRoute, type LazyScreen } from '@/lib/lazy-route';
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

type Access = 'anyone' | 'visitors' | 'signed-in';

/**
 * Every screen's address, once: the routes below are made from it, and a path is matched against
 * it (most specific first) to load its screen before it is rendered.
 */
const SCREENS: { path: string; screen: LazyScreen<object>; access: Access }[] = [
  { path: paths.home, screen: Landing, access: 'anyone' },
  { path: paths.login, screen: Login, access: 'anyone' },
  { path: paths.register, screen: Register, access: 'visitors' },
  { path: paths.forgotPassword, screen: ForgotPassword, access: 'anyone' },
  { path: paths.dashboard, screen: Dashboard, access: 'signed-in' },
  { path: '/profile/:userId?', screen: Profile, access: 'signed-in' },
  { path: paths.newActivity, screen: ActivityForm, access: 'signed-in' },
  { path: '/activities/edit/:activityId', screen: ActivityForm, access: 'signed-in' },
  { path: '/activities/:activityId', screen: ActivityDetail, access: 'signed-in' },
  { path: '/activities', screen: Activities, access: 'signed-in' },
  { path: paths.messages, screen: Conversations, access: 'signed-in' },
  { path: '/messages/:userId', screen: Chat, access: 'signed-in' },
  { path: paths.friends, screen: Friends, access: 'signed-in' },
];

function guarded(access: Access, screen: ReactElement): ReactElement {
  if (access === 'signed-in') return <ProtectedRoute>{screen}</ProtectedRoute>;
  if (access === 'visitors') return <GuestRoute>{screen}</GuestRoute>;
  return screen;
}

/**
 * Loads the screen `pathname` opens (nothing for redirects and unknown paths). A failure shows
 * when the screen renders, through the route's error boundary.
 */
export function preloadScreen(pathname: string): Promise<unknown> {
  const match = SCREENS.find(({ path }) => matchPath(path, pathname));
  return match ? match.screen.preload().catch(() => undefined) : Promise.resolve();
}

const prefetchScreen = (pathname: string) => void preloadScreen(pathname);

export function AppRoutes() {
  usePrefetchOnIntent(prefetchScreen);
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {SCREENS.map(({ path, screen: Screen, access }) => (
          <Route key={path} path={path} element={guarded(access, <Screen />)} />
        ))}
        <Route path={paths.signup} element={<Navigate to={paths.register} replace />} />
        <Route path={paths.createActivity} element={<Navigate to={paths.newActivity} replace />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
