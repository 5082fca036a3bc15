import { type Activity } from '@peerconnect/contracts';
import { DASHBOARD_MESSAGES } from '@/config/dashboard.messages';
import { Link } from 'react-router-dom';
import { CAMPUS_TEXTS } from '@/config/campus.messages';
import { paths } from '@/config/paths';
import { formatRowDate } from '@/features/activities';
import { ActivityUnreadBadge } from '@/features/messages';

/**
 * A short list of activities: title, category and date, and a Details link each; with `campusId`,
 * those of that campus say so (recommendations prefer them).
 */
export function ActivityRows({
  activities,
  campusId,
}: {
  activities: Activity[];
  campusId?: string;
}) {
  return (
    <ul className="row-list">
      {activities.map((activity) => (
        <li key={activity._id}>
          <span className="activity-row">
            <span>
              <strong>{activity.title}</strong> <ActivityUnreadBadge activityId={activity._id} />
              {campusId && activity.campus?._id === campusId && (
                <span className="campus-badge">{CAMPUS_TEXTS.sameCampus}</span>
              )}
            </span>
            <span className="muted activity-row-meta">
              {activity.category} ·{' '}
              <time className="nowrap" dateTime={activity.date}>
                {formatRowDate(activity.date)}
              </time>
            </span>
          </span>
          <Link
            to={paths.activity(activity._id)}
            aria-label={`${DASHBOARD_MESSAGES.details}: ${activity.title}`}
          >
            {DASHBOARD_MESSAGES.details}
          </Link>
        </li>
      ))}
    </ul>
  );
}
