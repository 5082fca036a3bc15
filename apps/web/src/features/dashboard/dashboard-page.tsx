import { DASHBOARD_MESSAGES, LIMITS, type DashboardStats } from '@peerconnect/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { SHELL_MESSAGES } from '@/config/messages';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/auth-provider';
import { myActivitiesOptions } from './api/my-activities';

const STAT_LABELS = SHELL_MESSAGES.dashboard.stats;

export default function DashboardPage() {
  const { user } = useAuth();
  const joined = useQuery(myActivitiesOptions('joined'));
  const created = useQuery(myActivitiesOptions('created'));
  // Friend requests and friendships arrive with the friends API; until then nobody has any.
  const stats: Record<keyof DashboardStats, number | undefined> = {
    activitiesJoined: joined.data?.length,
    activitiesCreated: created.data?.length,
    pendingInvitations: 0,
    friendCount: 0,
  };
  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1>Welcome back, {user?.username}!</h1>
          <p className="muted">Here is what is happening with your activities and friends.</p>
        </div>
        <div className="page-actions">
          <Link to={paths.profile()} className="button button-secondary">
            {DASHBOARD_MESSAGES.myProfile}
          </Link>
          <Link to={paths.newActivity} className="button button-primary">
            {SHELL_MESSAGES.dashboard.createActivity}
          </Link>
        </div>
      </header>
      <section className="stat-grid" aria-label="Your numbers">
        {(Object.keys(STAT_LABELS) as (keyof DashboardStats)[]).map((key) => (
          <div key={key} className="card stat-card">
            <p className="stat-value">{stats[key] ?? '–'}</p>
            <p className="stat-label">{STAT_LABELS[key]}</p>
          </div>
        ))}
      </section>
      <section className="panel">
        <div className="section-header">
          <h2>{DASHBOARD_MESSAGES.joinedActivities}</h2>
          <Link to={paths.activities()}>{DASHBOARD_MESSAGES.viewAll}</Link>
        </div>
        {joined.data && joined.data.length > 0 ? (
          <ul className="row-list">
            {joined.data.slice(0, LIMITS.dashboardJoinedShown).map((activity) => (
              <li key={activity._id}>
                <span>
                  <strong>{activity.title}</strong>
                  <span className="muted">
                    {' '}
                    ·{' '}
                    {new Date(activity.date).toLocaleString(undefined, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    })}
                  </span>
                </span>
                <Link to={paths.activity(activity._id)}>Details</Link>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title="You haven't joined any activities yet.">
            <Link to={paths.activities()}>Browse activities</Link>
          </EmptyState>
        )}
      </section>
      <section className="panel">
        <div className="section-header">
          <h2>{DASHBOARD_MESSAGES.activitiesForYou}</h2>
          <Link to={paths.activities()}>{DASHBOARD_MESSAGES.exploreMore}</Link>
        </div>
        <EmptyState title="Join a study group or start a sports activity to get suggestions here." />
      </section>
    </div>
  );
}
