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
const screens = {
  landing: () => import('@/features/landing/landing-page'),
  login: () => import('@/features/auth/routes/login-page'),
  register: () => import('@/features/auth/routes/register-page'),
  forgotPassword: () => import('@/features/auth/routes/forgot-password-page'),
  dashboard: () => import('@/features/dashboard/dashboard-page'),
  profile: () => import('@/features/profile/profile-page'),
  activities: () => import('@/features/activities/activities-page'),
  activityDetail: () => import('@/features/activities/activity-detail-page'),
  activityForm: () => import('@/features/activities/activity-form-page'),
  conversations: () => import('@/features/messages/conversations-page'),
  chat: () => import('@/features/messages/chat-page'),
  friends: () => import('@/features/friends/friends-page'),
  notFound: () => import('@/features/not-found/not-found-page'),
};

const Landing = lazyRoute(screens.landing);
const Login = lazyRoute(screens.login);
const Register = lazyRoute(screens.register);
const ForgotPassword = lazyRoute(screens.forgotPassword);
const Dashboard = lazyScreenWithServerState(screens.dashboard);
const Profile = lazyScreenWithServerState(screens.profile);
const Activities = lazyScreenWithServerState(screens.activities);
const ActivityDetail = lazyScreenWithServerState(screens.activityDetail);
const ActivityForm = lazyScreenWithServerState(screens.activityForm);
const Conversations = lazyScreenWithServerState(screens.conversations);
const Chat = lazyScreenWithServerState(screens.chat);
const Friends = lazyScreenWithServerState(screens.friends);
const NotFound = lazyRoute(screens.notFound);

/** Where a link can lead, most specific first, for fetching a screen before it is opened. */
const PREFETCHABLE: [pattern: string, load: () => Promise<unknown>][] = [
  [paths.login, screens.login],
  [paths.register, screens.register],
  [paths.dashboard, screens.dashboard],
  ['/profile/:userId?', screens.profile],
  [paths.newActivity, screens.activityForm],
  ['/activities/:activityId', screens.activityDetail],
  ['/activities', screens.activities],
  [paths.messages, screens.conversations],
  ['/messages/:userId', screens.chat],
  [paths.friends, screens.friends],
];

/** Fetches the screen `pathname` opens; a failure here is retried when the screen is opened. */
function prefetchScreen(pathname: string): void {
  const match = PREFETCHABLE.find(([pattern]) => matchPath(pattern, pathname));
  match?.[1]().catch(() => undefined);
}

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
