import type { Activity } from '@peerconnect/contracts';
import { DISPLAY } from '@/config/display';
import { DASHBOARD_MESSAGES } from '@/config/dashboard.messages';
import { Link } from 'react-router-dom';
import { SkeletonRows } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ActivityRows } from './activity-rows';

const { studyGroup, sportsActivity } = DASHBOARD_MESSAGES.placeholderSuggestions;

/** Two standing ideas for a student without recommendations, each leading where it can be acted on. */
const IDEAS = [
  { ...studyGroup, to: paths.activities('Academic') },
  { ...sportsActivity, to: paths.newActivity },
];

/**
 * 'Activities for you': the first recommendations, or two ideas to start from when there are none.
 * Placeholder rows stand in until the recommendations have loaded (undefined).
 */
export function RecommendedActivities({
  activities,
  campusId,
}: {
  activities: Activity[] | undefined;
  /** The student's campus: its activities are marked. */
  campusId?: string;
}) {
  return (
    <section className="panel" aria-labelledby="activities-for-you">
      <div className="section-header">
        <h2 id="activities-for-you">{DASHBOARD_MESSAGES.activitiesForYou}</h2>
        <Link to={paths.activities()}>{DASHBOARD_MESSAGES.exploreMore}</Link>
      </div>
      {activities === undefined ? (
        <SkeletonRows
          count={DISPLAY.dashboardRecommendedShown}
          label={DASHBOARD_MESSAGES.activitiesForYou}
        />
      ) : activities.length > 0 ? (
        <ActivityRows
          activities={activities.slice(0, DISPLAY.dashboardRecommendedShown)}
          campusId={campusId}
        />
      ) : (
        <ul className="idea-list">
          {IDEAS.map((idea) => (
            <li key={idea.title} className="idea">
              <strong>{idea.title}</strong>
              <span className="muted">{idea.description}</span>
              <Link to={idea.to}>{idea.action}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
