import { type RecommendationStats } from '@peerconnect/contracts';
import { Link } from 'react-router-dom';
import { DASHBOARD_MESSAGES } from '@/config/dashboard.messages';
import { paths } from '@/config/paths';

const LABELS = DASHBOARD_MESSAGES.stats;
const ORDER = Object.keys(LABELS) as (keyof RecommendationStats)[];

/** Each card opens its list; 'Pending Invitations' counts friend requests, so it opens those. */
const LISTS: Record<keyof RecommendationStats, string> = {
  activitiesJoined: paths.profileActivities('joined'),
  activitiesCreated: paths.profileActivities('created'),
  pendingInvitations: paths.friendRequests,
  friendCount: paths.friends,
};

/** The four numbers of the dashboard; a dash until a number has loaded. */
export function StatCards({ stats }: { stats: Partial<RecommendationStats> }) {
  return (
    <section className="stat-grid" aria-label={DASHBOARD_MESSAGES.statsLabel}>
      {ORDER.map((key) => (
        <Link key={key} to={LISTS[key]} className="card stat-card stat-link">
          <span className="stat-value">{stats[key] ?? '–'}</span>
          <span className="stat-label">{LABELS[key]}</span>
        </Link>
      ))}
    </section>
  );
}
