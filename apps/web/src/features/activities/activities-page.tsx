import { ACTIVITY_CATEGORIES } from '@peerconnect/contracts';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

export default function ActivitiesPage() {
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? 'All';
  return (
    <div className="page">
      <header className="page-header">
        <h1>Discover Activities</h1>
        <Link to={paths.newActivity} className="button button-primary">
          Create Activity
        </Link>
      </header>
      <div className="filters panel">
        <label className="field">
          <span>Category</span>
          <select
            value={category}
            onChange={(event) =>
              setParams(event.target.value === 'All' ? {} : { category: event.target.value })
            }
          >
            {['All', ...ACTIVITY_CATEGORIES].map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </label>
      </div>
      <EmptyState title="No activities found">
        <Link to={paths.newActivity}>Be the first to create one</Link>
      </EmptyState>
    </div>
  );
}
