import { CalendarDays } from 'lucide-react';
import type { Activity, ActivityInsights, FriendRecommendation } from '@peerconnect/contracts';
import { DISPLAY } from '@/config/display';
import { DASHBOARD_MESSAGES } from '@/config/dashboard.messages';
import type { QueryStatus } from '@tanstack/react-query';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ActivityRows } from './activity-rows';
import { FriendSuggestions } from './friend-suggestions';
import { RecommendedActivities } from './recommended-activities';
import { useAuth } from '@/features/auth';

/** Where one of the dashboard's lists stands: its answer, once it has one. */
export interface ListState<T> {
  data: T | undefined;
  status: QueryStatus;
}

export interface DashboardListsState {
  insights: ListState<ActivityInsights>;
  suggestions: ListState<FriendRecommendation[]>;
  recommended: ListState<Activity[]>;
}

const PENDING = { data: undefined, status: 'pending' } as const;

/** The lists as they look before any answer: skeleton rows where the joined activities go. */
export const LISTS_PENDING: DashboardListsState = {
  insights: PENDING,
  suggestions: PENDING,
  recommended: PENDING,
};

/**
 * Below the numbers: joined activities, people to meet and activities to try. Memoised:
 * the page re-renders with each answer and hands the lists a deferred state, so they re-render
 * only in the background render that brings them a new one.
 */
export const DashboardLists = memo(function DashboardLists({
  insights,
  suggestions,
  recommended,
}: DashboardListsState) {
  const { user } = useAuth();
  const joined = insights.data?.joinedActivities;
  return (
    <>
      <section className="panel" aria-labelledby="joined-activities">
        <div className="section-header">
          <h2 id="joined-activities">{DASHBOARD_MESSAGES.joinedActivities}</h2>
          <Link to={paths.activities()}>{DASHBOARD_MESSAGES.viewAll}</Link>
        </div>
        {insights.status === 'pending' ? (
          <SkeletonRows
            count={DISPLAY.dashboardJoinedShown}
            label={DASHBOARD_MESSAGES.joinedActivities}
          />
        ) : joined && joined.length > 0 ? (
          <ActivityRows activities={joined.slice(0, DISPLAY.dashboardJoinedShown)} />
        ) : (
          insights.status === 'success' && (
            <EmptyState title={DASHBOARD_MESSAGES.noJoinedActivities} icon={CalendarDays}>
              <Link to={paths.activities()}>{DASHBOARD_MESSAGES.browseActivities}</Link>
            </EmptyState>
          )
        )}
      </section>
      {suggestions.data && suggestions.data.length > 0 && (
        <FriendSuggestions suggestions={suggestions.data} />
      )}
      {/* Without recommendations (none, or the call failed) the two standing ideas stand in. It waits
          for the suggestions above it, which show only if there are any: appearing after them,
          it is never pushed down. */}
      {suggestions.status !== 'pending' && (
        <RecommendedActivities
          activities={recommended.status === 'error' ? [] : recommended.data}
          campusId={user?.campus?._id}
        />
      )}
    </>
  );
});
