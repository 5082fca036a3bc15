import { DASHBOARD, DASHBOARD_MESSAGES, type DashboardStats } from '@peerconnect/contracts';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { SHELL_MESSAGES } from '@/config/messages';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/auth-provider';

const STAT_LABELS = SHELL_MESSAGES.dashboard.stats;

/** Until the dashboard's data calls arrive, a new account's figures (pending invitations are fixed by the spec). */
const NEW_ACCOUNT_STATS: DashboardStats = {
  activitiesJoined: 0,
  activitiesCreated: 0,
  pendingInvitations: DASHBOARD.pendingInvitations,
  friendCount: 0,
};

export default function DashboardPage() {
  const { user } = useAuth();
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
            <p className="stat-value">{NEW_ACCOUNT_STATS[key]}</p>
            <p className="stat-label">{STAT_LABELS[key]}</p>
          </div>
        ))}
      </section>
      <section className="panel">
        <div className="section-header">
          <h2>{DASHBOARD_MESSAGES.joinedActivities}</h2>
          <Link to={paths.activities()}>{DASHBOARD_MESSAGES.viewAll}</Link>
        </div>
        <EmptyState title="You haven't joined any activities yet.">
          <Link to={paths.activities()}>Browse activities</Link>
        </EmptyState>
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
