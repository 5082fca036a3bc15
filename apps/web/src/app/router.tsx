import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { GuestRoute, ProtectedRoute } from '@/features/auth/components/protected-route';
import { lazyRoute } from '@/lib/lazy-route';
import { RootLayout } from './layouts/root-layout';
import { ServerState } from './server-state';

// Every screen is its own chunk, so the landing and login pages load only what they need.
const Landing = lazyRoute(() => import('@/features/landing/landing-page'));
const Login = lazyRoute(() => import('@/features/auth/routes/login-page'));
const Register = lazyRoute(() => import('@/features/auth/routes/register-page'));
const ForgotPassword = lazyRoute(() => import('@/features/auth/routes/forgot-password-page'));
const Dashboard = lazyRoute(() => import('@/features/dashboard/dashboard-page'));
const Profile = lazyRoute(() => import('@/features/profile/profile-page'));
const Activities = lazyRoute(() => import('@/features/activities/activities-page'));
const ActivityDetail = lazyRoute(() => import('@/features/activities/activity-detail-page'));
const ActivityForm = lazyRoute(() => import('@/features/activities/activity-form-page'));
const Conversations = lazyRoute(() => import('@/features/messages/conversations-page'));
const Chat = lazyRoute(() => import('@/features/messages/chat-page'));
const Friends = lazyRoute(() => import('@/features/friends/friends-page'));
const NotFound = lazyRoute(() => import('@/features/not-found/not-found-page'));

const signedIn = (screen: ReactElement) => (
  <ProtectedRoute>
    <ServerState>{screen}</ServerState>
  </ProtectedRoute>
);

export function AppRoutes() {
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
