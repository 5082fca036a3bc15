import { CalendarDays } from 'lucide-react';
import { PROFILE_TEXT as M } from '@/config/profile.messages';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useProfileActivities, type ProfileActivityKind } from '../api/get-profile-activities';
import { cutDescription } from '../format';

const TABS = [
  { kind: 'joined', label: M.joinedTab, empty: M.noJoined },
  { kind: 'created', label: M.createdTab, empty: M.noCreated },
] as const satisfies readonly { kind: ProfileActivityKind; label: string; empty: string }[];

/** A student's activities in two tabs, joined and created, each linking to the activity. */
export function ProfileActivities({ userId }: { userId?: string }) {
  // The dashboard's cards open a tab by the address (?activities=created).
  const [params] = useSearchParams();
  const [kind, setKind] = useState<ProfileActivityKind>(
    params.get('activities') === 'created' ? 'created' : 'joined',
  );
  const baseId = useId();
  const activities = useProfileActivities(kind, userId);
  const current = TABS.find((tab) => tab.kind === kind) ?? TABS[0];
  return (
    <section className="panel" aria-label={M.activitiesTitle}>
      <div className="tabs" role="tablist" aria-label={M.activitiesTitle}>
        {TABS.map((tab) => (
          <button
            key={tab.kind}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.kind}`}
            aria-selected={kind === tab.kind}
            aria-controls={`${baseId}-panel`}
            className="tab"
            onClick={() => setKind(tab.kind)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${kind}`}>
        {activities.isPending ? (
          <Spinner label={M.loadingActivities} />
        ) : activities.isError ? (
          <p className="alert" role="alert">
            {activities.error.message}
          </p>
        ) : activities.data.length === 0 ? (
          <EmptyState title={current.empty} icon={CalendarDays} />
        ) : (
          <ul className="profile-activity-list">
            {activities.data.map((activity) => (
              <li key={activity._id}>
                <Link to={paths.activity(activity._id)} className="profile-activity-title">
                  {activity.title}
                </Link>
                <span className="badge">{activity.category}</span>
                <p className="muted">{cutDescription(activity.description)}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
