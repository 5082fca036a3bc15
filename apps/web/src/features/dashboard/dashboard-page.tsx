import { DASHBOARD_MESSAGES, LIMITS } from '@peerconnect/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/auth-provider';
import {
  friendRecommendationsOptions,
  friendRequestsOptions,
  friendsOptions,
} from '@/features/friends/api/friends-api';
import { activityInsightsOptions, recommendedActivitiesOptions } from './api/dashboard-api';
import { ActivityRows } from './components/activity-rows';
import { FriendSuggestions } from './components/friend-suggestions';
import { RecommendedActivities } from './components/recommended-activities';
import { StatCards } from './components/stat-cards';

/** /dashboard: numbers, joined activities, people to meet and activities to try (spec §2). */
export default function DashboardPage() {
  const { user } = useAuth();
  const insights = useQuery(activityInsightsOptions());
  const friends = useQuery(friendsOptions());
  const requests = useQuery(friendRequestsOptions());
  const suggestions = useQuery(friendRecommendationsOptions());
  const recommended = useQuery(recommendedActivitiesOptions());
  const failed = [insights, friends, requests, suggestions, recommended].some((q) => q.isError);
  const joined = insights.data?.joinedActivities;

  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1>
            {DASHBOARD_MESSAGES.greeting}, {user?.username}!
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
      <section className="panel" aria-labelledby="joined-activities">
        <div className="section-header">
          <h2 id="joined-activities">{DASHBOARD_MESSAGES.joinedActivities}</h2>
          <Link to={paths.activities()}>{DASHBOARD_MESSAGES.viewAll}</Link>
        </div>
        {insights.isPending ? (
          <SkeletonRows
            count={LIMITS.dashboardJoinedShown}
            label={DASHBOARD_MESSAGES.joinedActivities}
          />
        ) : joined && joined.length > 0 ? (
          <ActivityRows activities={joined.slice(0, LIMITS.dashboardJoinedShown)} />
        ) : (
          insights.isSuccess && (
            <EmptyState title={DASHBOARD_MESSAGES.noJoinedActivities}>
              <Link to={paths.activities()}>{DASHBOARD_MESSAGES.browseActivities}</Link>
            </EmptyState>
          )
        )}
      </section>
      {suggestions.data && suggestions.data.length > 0 && (
        <FriendSuggestions suggestions={suggestions.data} />
      )}
      {/* Without recommendations (none, or the call failed) the two ideas of §9 stand in. It waits
          for the suggestions above it, which show only if there are any: appearing after them,
          it is never pushed down. */}
      {!suggestions.isPending && (
        <RecommendedActivities activities={recommended.isError ? [] : recommended.data} />
      )}
    </div>
  );
}
