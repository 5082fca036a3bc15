import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/auth-provider';

const STATS = ['Activities joined', 'Activities created', 'Pending invitations', 'Friends'];

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
            My Profile
          </Link>
          <Link to={paths.newActivity} className="button button-primary">
            Create Activity
          </Link>
        </div>
      </header>
      <section className="stat-grid" aria-label="Your numbers">
        {STATS.map((label) => (
          <div key={label} className="card stat-card">
            <p className="stat-value">0</p>
            <p className="stat-label">{label}</p>
          </div>
        ))}
      </section>
      <section className="panel">
        <div className="section-header">
          <h2>Joined Activities</h2>
          <Link to={paths.activities()}>View all</Link>
        </div>
        <EmptyState title="You haven't joined any activities yet.">
          <Link to={paths.activities()}>Discover Activities</Link>
        </EmptyState>
      </section>
      <section className="panel">
        <div className="section-header">
          <h2>Activities for you</h2>
          <Link to={paths.activities()}>Explore more</Link>
        </div>
        <EmptyState title="Join a study group or start a sports activity to get suggestions here." />
      </section>
    </div>
  );
}
