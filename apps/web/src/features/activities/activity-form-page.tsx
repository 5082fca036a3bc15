import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

export default function ActivityFormPage() {
  return (
    <div className="page">
      <h1>Create Activity</h1>
      <EmptyState title="Creating activities opens with the activities release.">
        <Link to={paths.activities()}>Back to Activities</Link>
      </EmptyState>
    </div>
  );
}
