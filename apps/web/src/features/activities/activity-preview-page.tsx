import './activities.css';
import { CalendarDays, MapPin, UserRound, Users } from 'lucide-react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { ACTIVITY_TEXT as M, SHARE_TEXT as S } from '@/config/activity.messages';
import { paths } from '@/config/paths';
import { hasCode } from '@/lib/api-client';
import { useActivityPreview } from './api/get-activity-preview';
import { CategoryBadge } from './components/category-badge';
import { ActivityWhen } from './components/activity-when';

/**
 * A shared activity as a visitor sees it: what a poster would say, and sign up or log in, after
 * which they land on the activity itself. Without a preview (none, or turned off by its
 * organizer) the link asks them to log in, as every signed-in page does.
 */
export default function ActivityPreviewPage() {
  const { activityId = '' } = useParams();
  const location = useLocation();
  const preview = useActivityPreview(activityId);
  const back = { from: location.pathname + location.search };

  if (preview.isPending) return <Spinner label={S.loading} fullPage />;
  if (preview.isError) {
    if (hasCode(preview.error, 'NOT_FOUND'))
      return <Navigate to={paths.login} replace state={back} />;
    return (
      <div className="panel centered" role="alert">
        <p>{S.loadFailed}</p>
        <Link to={paths.login} state={back} className="button button-primary">
          {S.logIn}
        </Link>
      </div>
    );
  }
  const activity = preview.data;
  return (
    <div className="page narrow">
      <article className="panel activity-detail activity-preview">
        <div className="activity-hero">
          <img
            className="activity-hero-picture"
            src={activity.image}
            alt=""
            width={1200}
            height={630}
          />
          <div className="badge-row">
            <CategoryBadge category={activity.category} />
          </div>
        </div>
        <h1 tabIndex={-1}>{activity.title}</h1>
        {activity.cancelled && (
          <p className="alert" role="status">
            {S.cancelled}
          </p>
        )}
        <dl className="facts">
          <div>
            <dt>
              <CalendarDays size={16} aria-hidden="true" /> {M.when}
            </dt>
            <dd>
              <ActivityWhen date={activity.date} endDate={activity.endDate} />
            </dd>
          </div>
          <div>
            <dt>
              <MapPin size={16} aria-hidden="true" /> {M.where}
            </dt>
            <dd>{activity.location}</dd>
          </div>
          <div>
            <dt>
              <Users size={16} aria-hidden="true" /> {M.participants}
            </dt>
            <dd>{S.going(activity.going)}</dd>
          </div>
          <div>
            <dt>
              <UserRound size={16} aria-hidden="true" /> {M.organizerLabel}
            </dt>
            <dd>{activity.organizer}</dd>
          </div>
        </dl>
        <p>{S.invitation}</p>
        <div className="form-actions start">
          <Link to={paths.register} state={back} className="button button-primary">
            {S.signUp}
          </Link>
          <Link to={paths.login} state={back} className="button button-secondary">
            {S.logIn}
          </Link>
        </div>
      </article>
    </div>
  );
}
