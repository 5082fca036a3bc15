import { TIMEOUTS } from '@/config/timeouts';
import { lazy, Suspense, type ComponentType } from 'react';
import {
  createBrowserRouter,
  Navigate,
  type NonIndexRouteObject,
  type RouteObject,
} from 'react-router-dom';
import { PAGE_TITLES as TITLES } from '@/config/messages';
import { paths } from '@/config/paths';
import { ProtectedRoute, VisitorRoute } from '@/features/auth';
import { RootLayout } from './layouts/root-layout';
import type { RouteHandle } from './route-handle';
import { RouteError } from './layouts/route-error';
import { ScreenLoading } from './layouts/screen-loading';

const ActivityPreviewPage = lazy(() => import('@/features/activities/activity-preview-page'));

class ChunkLoadError extends Error {
  constructor() {
    super('Loading a part of the app failed or took too long');
    this.name = 'ChunkLoadError';
  }
}

/** A screen module: its component, and optionally a loader that starts its data with its code. */
interface ScreenModule {
  default: ComponentType;
  loader?: RouteObject['loader'];
}

/** Each screen is its own chunk, loaded on navigation; a chunk that never comes fails clearly. */
function screen(
  title: string,
  load: () => Promise<ScreenModule>,
): Required<Pick<NonIndexRouteObject, 'handle' | 'lazy'>> {
  return {
    handle: { title } satisfies RouteHandle,
    lazy: async () => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new ChunkLoadError()), TIMEOUTS.chunkLoad);
      });
      try {
        const module = await Promise.race([load(), timeout]);
        return { Component: module.default, loader: module.loader };
      } catch {
        throw new ChunkLoadError();
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        errorElement: <RouteError />,
        // The first screen's code is still on its way: the navbar and this show meanwhile.
        HydrateFallback: ScreenLoading,
        children: [
          {
            path: paths.home,
            ...screen(TITLES.home, () => import('@/features/landing/landing-page')),
          },
          {
            path: paths.forgotPassword,
            ...screen(
              TITLES.forgotPassword,
              () => import('@/features/auth/routes/forgot-password-page'),
            ),
          },
          {
            path: paths.resetPassword,
            ...screen(
              TITLES.resetPassword,
              () => import('@/features/auth/routes/reset-password-page'),
            ),
          },
          {
            path: paths.verifyEmail,
            ...screen(TITLES.verifyEmail, () => import('@/features/auth/routes/verify-email-page')),
          },
          {
            path: paths.oidcComplete,
            ...screen(TITLES.signingIn, () => import('@/features/auth/routes/oidc-complete-page')),
          },
          {
            path: paths.terms,
            ...screen(TITLES.terms, () => import('@/features/legal/terms-page')),
          },
          {
            path: paths.privacy,
            ...screen(TITLES.privacy, () => import('@/features/legal/privacy-page')),
          },
          {
            element: <VisitorRoute />,
            children: [
              {
                path: paths.login,
                ...screen(TITLES.login, () => import('@/features/auth/routes/login-page')),
              },
              {
                path: paths.register,
                ...screen(TITLES.register, () => import('@/features/auth/routes/register-page')),
              },
            ],
          },
          {
            element: <ProtectedRoute />,
            children: [
              {
                path: paths.welcome,
                ...screen(TITLES.welcome, () => import('@/features/auth/routes/welcome-page')),
              },
              {
                path: paths.dashboard,
                ...screen(
                  TITLES.dashboard,
                  () => import('@/features/recommendations/dashboard-page'),
                ),
              },
              {
                path: '/profile/:userId?',
                ...screen(TITLES.profile, () => import('@/features/users/profile-page')),
              },
              {
                path: paths.newActivity,
                ...screen(
                  TITLES.newActivity,
                  () => import('@/features/activities/activity-form-page'),
                ),
              },
              {
                path: '/activities/edit/:activityId',
                ...screen(
                  TITLES.editActivity,
                  () => import('@/features/activities/activity-form-page'),
                ),
              },
              {
                path: '/activities',
                ...screen(TITLES.activities, () => import('@/features/activities/activities-page')),
              },
              {
                // The inbox, and beside it (a wide screen) or instead of it (a phone) a chat: one
                // to one, or an activity's group chat at its own address.
                ...screen(TITLES.messages, () => import('@/features/messages/conversations-page')),
                children: [
                  {
                    path: paths.messages,
                    children: [
                      {
                        index: true,
                        ...screen(
                          TITLES.messages,
                          () => import('@/features/messages/no-chat-selected'),
                        ),
                      },
                      {
                        path: ':userId',
                        ...screen(TITLES.chat, () => import('@/features/messages/chat-page')),
                      },
                    ],
                  },
                  {
                    path: paths.activityChat(':activityId'),
                    ...screen(
                      TITLES.activityChat,
                      () => import('@/features/activities/activity-chat-page'),
                    ),
                  },
                ],
              },
              {
                path: paths.friends,
                ...screen(TITLES.friends, () => import('@/features/friends/friends-page')),
              },
              {
                path: paths.notifications,
                ...screen(
                  TITLES.notifications,
                  () => import('@/features/notifications/notifications-page'),
                ),
              },
              {
                path: paths.moderation,
                ...screen(TITLES.moderation, () => import('@/features/moderation/moderation-page')),
              },
              {
                path: paths.settings,
                ...screen(TITLES.settings, () => import('@/features/settings/settings-page')),
              },
            ],
          },
          {
            // A shared activity's link: visitors see its preview instead of the log-in page.
            element: (
              <ProtectedRoute
                visitor={
                  <Suspense fallback={<ScreenLoading />}>
                    <ActivityPreviewPage />
                  </Suspense>
                }
              />
            ),
            children: [
              {
                path: '/activities/:activityId',
                ...screen(
                  TITLES.activity,
                  () => import('@/features/activities/activity-detail-page'),
                ),
              },
            ],
          },
          // Development tools: __DEV_TOOLS__ is false in builds, which leave the gallery out.
          ...(__DEV_TOOLS__
            ? [
                {
                  path: '/dev/gallery',
                  ...screen(TITLES.gallery, () => import('./dev/gallery-page')),
                },
              ]
            : []),
          { path: paths.signup, element: <Navigate to={paths.register} replace /> },
          { path: paths.createActivity, element: <Navigate to={paths.newActivity} replace /> },
          {
            path: '*',
            ...screen(TITLES.notFound, () => import('@/features/not-found/not-found-page')),
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
