import './activities.css';
import { ArrowLeft, MessageCircle, Pencil, Trash2 } from 'lucide-react';
import { ACTIVITY_MESSAGES, type Activity, type UserSummary } from '@peerconnect/contracts';
import { CHAT_TEXT } from '@/config/chat.messages';
import { ACTIVITY_LIFE_TEXT as T, ACTIVITY_TEXT as M } from '@/config/activity.messages';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { ActivityChatPanel, ActivityUnreadBadge } from '@/features/messages';
import { useMediaQuery } from '@/lib/use-media-query';
import { PushOffer } from '@/components/push-offer';
import { ApiRequestError, hasCode } from '@/lib/api-client';
import { useDeleteActivity } from './api/delete-activity';
import { getActivityQueryOptions, useLiveActivity } from './api/get-activity';
import { useSimilarActivities } from './api/get-similar-activities';
import { AddToCalendar } from './components/add-to-calendar';
import { ShareButton } from './components/share-button';
import { LifeBadge } from './components/life-badge';
import { ReportButton } from '@/features/moderation';
import { InviteFriends } from './components/invite-friends';
import { FriendsGoing, goingText } from './components/who-is-going';
import { OrganizerTools, RemoveDialog } from './components/organizer-tools';
import { ParticipationPanel } from './components/participation-panel';
import { SeriesBadge } from './components/series-badge';
import { SeriesDates } from './components/series-dates';
import { ActivityPicture } from './components/activity-art';
import { CategoryBadge } from './components/category-badge';
import { ActivityCard } from './components/activity-card';
import { DeleteDialog } from './components/delete-dialog';
import { FriendsParticipating, ParticipantsGrid } from './components/participants';
import { lifeStage } from './format';
import { useParticipation } from './use-participation';
import { queryClient } from '@/lib/query-client';
import { signedInLoader } from '@/lib/signed-in-loader';
import { ActivityWhen } from './components/activity-when';

export const loader = signedInLoader(({ params }) => {
  if (params.activityId) void queryClient.prefetchQuery(getActivityQueryOptions(params.activityId));
});

/** Where the chat fits beside the details (the layout's own breakpoint). */
const WIDE_SCREEN = '(min-width: 900px)';

export default function ActivityDetailPage() {
  const { activityId = '' } = useParams();
  const query = useLiveActivity(activityId);

  if (query.isPending) return <Spinner label={M.loadingActivity} fullPage />;
  if (query.isError) {
    return (
      <div className="panel centered" role="alert">
        <p>{hasCode(query.error, 'NOT_FOUND') ? ACTIVITY_MESSAGES.notFound : M.detailLoadFailed}</p>
        <div className="stack-actions centered-actions">
          <button
            type="button"
            className="button button-primary"
            onClick={() => window.location.reload()}
          >
            {M.tryAgain}
          </button>
          <Link to={paths.activities()} className="button button-secondary">
            {M.backToActivities}
          </Link>
        </div>
      </div>
    );
  }
  return <ActivityDetail activity={query.data} />;
}

function ActivityDetail({ activity }: { activity: Activity }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const participation = useParticipation(activity, user);
  const similar = useSimilarActivities(activity._id);
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<UserSummary | null>(null);
  const isOrganizer = activity.creator._id === user?._id;
  const isParticipant = activity.participants.some((person) => person._id === user?._id);
  const stage = lifeStage(activity);
  const wide = useMediaQuery(WIDE_SCREEN);

  const remove = useDeleteActivity(activity._id);
  const confirmDelete = () =>
    remove.mutate(undefined, {
      onSuccess: () => navigate(paths.activities()),
      onError: (error) => {
        setConfirming(false);
        setDeleteError(
          error instanceof ApiRequestError && error.serverMessage
            ? error.serverMessage
            : M.deleteFailed,
        );
      },
    });

  return (
    <div className="page">
      <Link to={paths.activities()} className="back-link">
        <ArrowLeft size={18} aria-hidden="true" />
        {M.backToActivities}
      </Link>
      <article className="panel activity-detail">
        <div className="activity-hero">
          <ActivityPicture
            activity={activity}
            className="activity-hero-picture"
            sizes="(max-width: 1120px) 100vw, 1120px"
            width={1200}
            height={640}
          />
          <div className="badge-row">
            <CategoryBadge category={activity.category} />
            <LifeBadge activity={activity} />
            <SeriesBadge activity={activity} />
          </div>
        </div>
        <header className="activity-title-row">
          <h1 tabIndex={-1}>{activity.title}</h1>
          {isOrganizer && (
            <div className="icon-actions">
              <Link
                to={paths.editActivity(activity._id)}
                className="icon-button"
                aria-label={M.editActivity}
                title={M.editActivity}
              >
                <Pencil size={20} aria-hidden="true" />
              </Link>
              <button
                type="button"
                className="icon-button"
                aria-label={M.deleteActivity}
                title={M.deleteActivity}
                onClick={() => setConfirming(true)}
              >
                <Trash2 size={20} aria-hidden="true" />
              </button>
            </div>
          )}
        </header>
        <div className="organizer">
          <Avatar name={activity.creator.username} src={activity.creator.profilePicture} />
          <div>
            <p className="organizer-name">{activity.creator.username}</p>
            <p className="muted">{M.organizerLabel}</p>
          </div>
        </div>
        <dl className="facts">
          <div>
            <dt>{M.when}</dt>
            <dd>
              <ActivityWhen date={activity.date} endDate={activity.endDate} />
            </dd>
          </div>
          <div>
            <dt>{M.where}</dt>
            <dd>{activity.location}</dd>
          </div>
          <div>
            <dt>{M.participants}</dt>
            <dd>
              {activity.maxParticipants === null
                ? activity.participants.length
                : `${activity.participants.length} / ${activity.maxParticipants}`}
              {activity.waitlistCount > 0 && (
                <span className="fact-note">{T.waiting(activity.waitlistCount)}</span>
              )}
            </dd>
          </div>
        </dl>
        {!activity.cancelledAt && <p className="going-line">{goingText(activity)}</p>}
        <FriendsGoing activity={activity} />
        <section>
          <h2>{M.aboutActivity}</h2>
          <p className="prewrap">{activity.description}</p>
        </section>
        {deleteError && (
          <p className="alert" role="alert">
            {deleteError}
          </p>
        )}
        {participation.error && (
          <p className="alert" role="alert">
            {participation.error}
          </p>
        )}
        <div className="activity-actions">
          <div className="participation">
            <ParticipationPanel
              activity={activity}
              isOrganizer={isOrganizer}
              participation={participation}
            />
          </div>
          {(stage === 'upcoming' || stage === 'started') && <AddToCalendar activity={activity} />}
          {stage === 'upcoming' && <InviteFriends activityId={activity._id} />}
          <ShareButton
            title={activity.title}
            url={new URL(paths.activity(activity._id), window.location.origin).href}
          />
        </div>
        {participation.joinedNow && <PushOffer />}
        {activity.series && (
          <SeriesDates
            seriesId={activity.series._id}
            current={activity._id}
            isOrganizer={isOrganizer}
          />
        )}
        {isOrganizer && <OrganizerTools activity={activity} />}
        {!isOrganizer && <ReportButton targetType="activity" targetId={activity._id} />}
        {!isOrganizer && !isParticipant && (
          <div className="notice">
            <p className="empty-title">{CHAT_TEXT.joinToAccessTitle}</p>
            <p>{CHAT_TEXT.joinToAccessBody}</p>
          </div>
        )}
      </article>
      {(isOrganizer || isParticipant) &&
        (wide ? (
          <ActivityChatPanel
            activityId={activity._id}
            organizerId={activity.creator._id}
            readOnly={stage === 'cancelled'}
          />
        ) : (
          // A phone opens the chat as its own screen rather than under the details.
          <Link to={paths.activityChat(activity._id)} className="panel activity-chat-link">
            <MessageCircle size={22} aria-hidden="true" />
            <span>{CHAT_TEXT.openGroupChat}</span>
            <ActivityUnreadBadge activityId={activity._id} />
          </Link>
        ))}

      <FriendsParticipating participants={activity.participants} viewerId={user?._id} />
      <section className="panel">
        <h2>{M.participantsTitle(activity.participants.length)}</h2>
        {activity.participants.length === 0 ? (
          <p className="muted">{M.nobodyJoined}</p>
        ) : (
          <ParticipantsGrid
            participants={activity.participants}
            viewerId={user?._id}
            onRemove={isOrganizer && stage === 'upcoming' ? setRemoving : undefined}
          />
        )}
      </section>

      {similar.data && similar.data.length > 0 && (
        <section>
          <h2>{M.similarTitle}</h2>
          <div className="activity-grid">
            {similar.data.map((other) => (
              <ActivityCard key={other._id} activity={other} />
            ))}
          </div>
        </section>
      )}
      {removing && (
        <RemoveDialog
          activityId={activity._id}
          person={removing}
          onClose={() => setRemoving(null)}
        />
      )}
      {confirming && (
        <DeleteDialog
          deleting={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={confirmDelete}
        />
      )}
    </div>
  );
}
