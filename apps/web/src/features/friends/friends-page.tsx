import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

export default function FriendsPage() {
  return (
    <div className="page">
      <h1>My Connections</h1>
      <EmptyState title="You don't have any friends yet">
        <Link to={paths.activities()}>Discover Activities &amp; Meet People</Link>
      </EmptyState>
    </div>
  );
}
