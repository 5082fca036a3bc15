import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

export default function ActivityDetailPage() {
  return (
    <div className="page">
      <Link to={paths.activities()}>← Back to Activities</Link>
      <EmptyState title="This activity could not be found." />
    </div>
  );
}
