import './dashboard.css';
import { DASHBOARD_MESSAGES } from '@/config/dashboard.messages';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import {
  getFriendRecommendationsQueryOptions,
  getFriendRequestsQueryOptions,
  getFriendsQueryOptions,
} from '@/features/friends';
import { getActivityInsightsQueryOptions, useActivityInsights } from './api/get-activity-insights';
import {
  getRecommendedActivitiesQueryOptions,
  useRecommendedActivities,
} from './api/get-recommended-activities';
import { DashboardLists, LISTS_PENDING } from './components/dashboard-lists';
import { StatCards } from './components/stat-cards';
import { queryClient } from '@/lib/query-client';
import { signedInLoader } from '@/lib/signed-in-loader';

export const loader = signedInLoader(() => {
  void queryClient.prefetchQuery(getActivityInsightsQueryOptions());
  void queryClient.prefetchQuery(getFriendsQueryOptions());
  void queryClient.prefetchQuery(getFriendRequestsQueryOptions());
  void queryClient.prefetchQuery(getFriendRecommendationsQueryOptions());
  void queryClient.prefetchQuery(getRecommendedActivitiesQueryOptions());
});

/** /dashboard: numbers, joined activities, people to meet and activities to try. */
const NEW_FOR_MS = 24 * 60 * 60 * 1000;

/** Registered within the last day: greeted 'Welcome', not 'Welcome back'. */
const isNew = (createdAt: string | undefined) =>
  createdAt !== undefined && Date.now() - Date.parse(createdAt) < NEW_FOR_MS;

export default function DashboardPage() {
  const { user } = useAuth();
  const insights = useActivityInsights();
  const friends = useQuery(getFriendsQueryOptions());
  const requests = useQuery(getFriendRequestsQueryOptions());
  const suggestions = useQuery(getFriendRecommendationsQueryOptions());
  const recommended = useRecommendedActivities();
  const failed = [insights, friends, requests, suggestions, recommended].some((q) => q.isError);
  const joined = insights.data?.joinedActivities;
  // The lists below the numbers render in the background (a transition React splits into short
  // tasks) after the header and numbers have painted, and again in the background whenever an
  // answer arrives: the first paint waits for none of them and no answer blocks the page long.
  const lists = useDeferredValue(
    useMemo(
      () => ({
        insights: { data: insights.data, status: insights.status },
        suggestions: { data: suggestions.data, status: suggestions.status },
        recommended: { data: recommended.data, status: recommended.status },
      }),
      [
        insights.data,
        insights.status,
        suggestions.data,
        suggestions.status,
        recommended.data,
        recommended.status,
      ],
    ),
    LISTS_PENDING,
  );

  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1 tabIndex={-1}>
            {isNew(user?.createdAt) ? DASHBOARD_MESSAGES.newGreeting : DASHBOARD_MESSAGES.greeting},{' '}
            {user?.username}!
          </h1>
          <p className="muted">{DASHBOARD_MESSAGES.subtitle}</p>
        </div>
        <div className="page-actions">
          <Link to={paths.profile()} className="button button-secondary">
            {DASHBOARD_MESSAGES.myProfile}
          </Link>
          <Link to={paths.newActivity} className="button button-primary">
            {DASHBOARD_MESSAGES.createActivity}
          </Link>
        </div>
      </header>
      {failed && (
        <p className="alert" role="alert">
          {DASHBOARD_MESSAGES.loadFailed}
        </p>
      )}
      <StatCards
        stats={{
          activitiesJoined: joined?.length,
          activitiesCreated: insights.data?.createdActivities.length,
          pendingInvitations: requests.data?.length,
          friendCount: friends.data?.length,
        }}
      />
      <DashboardLists {...lists} />
    </div>
  );
}
