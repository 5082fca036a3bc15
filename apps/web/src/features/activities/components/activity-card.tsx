import '../activities.css';
import type { Activity } from '@peerconnect/contracts';
import { DISPLAY } from '@/config/display';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { ACTIVITY_TEXT } from '@/config/activity.messages';
import { paths } from '@/config/paths';
import { formatCardDate } from '../format';
import { ActivityPicture } from './activity-art';
import { CategoryBadge } from './category-badge';
import { LifeBadge } from './life-badge';
import { SeriesBadge } from './series-badge';
import { FriendsGoing, goingText } from './who-is-going';

/** A card of the list and of "similar activities": picture, category, title, when, where and who. */
export function ActivityCard({
  activity,
  aboveTheFold = false,
}: {
  activity: Activity;
  /** The first cards of a list: their pictures load at once, first (often the page's largest paint). */
  aboveTheFold?: boolean;
}) {
  const shown = activity.participants.slice(0, DISPLAY.participantBubbles);
  const more = activity.participants.length - shown.length;
  return (
    <article className="card activity-card">
      <ActivityPicture
        activity={activity}
        className="activity-card-image"
        // A thumbnail beside the text on a phone; from 40rem on, columns of 17 to 22rem (activities.css).
        sizes="(max-width: 40rem) 7rem, 22rem"
        loading={aboveTheFold ? 'eager' : 'lazy'}
        fetchPriority={aboveTheFold ? 'high' : undefined}
        width={400}
        height={213}
      />
      <div className="activity-card-body">
        <div className="badge-row">
          <CategoryBadge category={activity.category} />
          <LifeBadge activity={activity} />
          <SeriesBadge activity={activity} />
          {activity.waitlistCount > 0 && !activity.cancelledAt && (
            <span className="badge badge-state">
              {ACTIVITY_TEXT.waitingBadge(activity.waitlistCount)}
            </span>
          )}
        </div>
        <h3>
          {/* The whole card opens the activity: this link's area covers it (activities.css). */}
          <Link to={paths.activity(activity._id)} className="card-link">
            {activity.title}
          </Link>
        </h3>
        <p className="muted clamp-2 activity-card-description">{activity.description}</p>
        <p className="activity-meta">
          <time dateTime={activity.date}>{formatCardDate(activity.date)}</time>
          <span className="activity-place">{activity.location}</span>
        </p>
        {!activity.cancelledAt && <p className="going-line">{goingText(activity)}</p>}
        <FriendsGoing activity={activity} />
        <div className="activity-card-footer">
          <div
            className="bubbles"
            role="group"
            aria-label={ACTIVITY_TEXT.participantCount(activity.participants.length)}
          >
            {shown.map((person) => (
              <Avatar
                key={person._id}
                name={person.username}
                src={person.profilePicture}
                size="small"
              />
            ))}
            {more > 0 && <span className="bubble-more">+{more}</span>}
          </div>
          {/* The card is the link already: this is its look, not a second stop for the keyboard. */}
          <span className="button button-secondary button-small" aria-hidden="true">
            {ACTIVITY_TEXT.viewDetails}
          </span>
        </div>
      </div>
    </article>
  );
}
