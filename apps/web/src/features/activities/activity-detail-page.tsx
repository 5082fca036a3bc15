import './activities.css';
import { ACTIVITY_MESSAGES as M, CHAT_MESSAGES, type Activity } from '@peerconnect/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { ActivityChatPanel } from '@/features/chat';
import { ApiRequestError } from '@/lib/api-client';
import {
  activityDetailOptions,
  activityKeys,
  activityMutations,
  similarActivitiesOptions,
} from './api/activities-api';
import { ActivityCard } from './components/activity-card';
import { DeleteDialog } from './components/delete-dialog';
import { FriendsParticipating, ParticipantsGrid } from './components/participants';
import { formatActivityDate } from './format';
import { useParticipation } from './use-participation';
import { queryClient } from '@/lib/query-client';
import { signedInLoader } from '@/lib/signed-in-loader';

export const loader = signedInLoader(({ params }) => {
  if (params.activityId) void queryClient.prefetchQuery(activityDetailOptions(params.activityId));
});

export default function ActivityDetailPage() {
  const { activityId = '' } = useParams();
  const query = useQuery(activityDetailOptions(activityId));

  if (query.isPending) return <Spinner label="Loading activity..." fullPage />;
  if (query.isError) {
    return (
      <div className="panel centered" role="alert">
        <p>
          {query.error instanceof ApiRequestError && query.error.status === 404
            ? M.notFound
            : M.detailLoadFailed}
        </p>
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
  const queryClient = useQueryClient();
  const participation = useParticipation(activity, user);
  const similar = useQuery(similarActivitiesOptions(activity._id));
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const isOrganizer = activity.creator._id === user?._id;
  const isParticipant = activity.participants.some((person) => person._id === user?._id);
  const full =
    activity.maxParticipants !== null && activity.participants.length >= activity.maxParticipants;

  const remove = useMutation({
    mutationFn: () => activityMutations.remove(activity._id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: activityKeys.detail(activity._id) });
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
      navigate(paths.activities());
    },
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
      <Link to={paths.activities()}>← {M.backToActivities}</Link>
      <article className="panel activity-detail">
        <div className="activity-hero">
          <img src={activity.image} alt="" width={1200} height={640} />
          <span className={`badge badge-${activity.category.toLowerCase()}`}>
            {activity.category}
          </span>
        </div>
        <header className="activity-title-row">
          <h1 tabIndex={-1}>{activity.title}</h1>
          {isOrganizer && (
            <div className="icon-actions">
              <Link
                to={paths.editActivity(activity._id)}
                className="icon-button"
                aria-label="Edit activity"
                title="Edit activity"
              >
                <span aria-hidden="true">✎</span>
              </Link>
              <button
                type="button"
                className="icon-button"
                aria-label="Delete activity"
                title="Delete activity"
                onClick={() => setConfirming(true)}
              >
                <span aria-hidden="true">🗑</span>
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
            <dt>When</dt>
            <dd>
              <time dateTime={activity.date}>{formatActivityDate(activity.date)}</time>
            </dd>
          </div>
          <div>
            <dt>Where</dt>
            <dd>{activity.location}</dd>
          </div>
          <div>
            <dt>Participants</dt>
            <dd>
              {activity.maxParticipants === null
                ? activity.participants.length
                : `${activity.participants.length} / ${activity.maxParticipants}`}
            </dd>
          </div>
        </dl>
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
        <div className="participation">
          {isOrganizer ? (
            <p className="notice">{M.youAreOrganizer}</p>
          ) : isParticipant ? (
            <button
              type="button"
              className="button button-secondary"
              disabled={participation.pending}
              onClick={() => participation.run('leave')}
            >
              {M.leaveActivity}
            </button>
          ) : (
            <button
              type="button"
              className="button button-primary"
              disabled={full || participation.pending}
              onClick={() => participation.run('join')}
            >
              {full ? M.activityFull : M.joinActivity}
            </button>
          )}
        </div>
        {!isOrganizer && !isParticipant && (
          <div className="notice">
            <p className="empty-title">{CHAT_MESSAGES.joinToAccessTitle}</p>
            <p>{CHAT_MESSAGES.joinToAccessBody}</p>
          </div>
        )}
      </article>
      {(isOrganizer || isParticipant) && (
        <ActivityChatPanel activityId={activity._id} organizerId={activity.creator._id} />
      )}

      <FriendsParticipating participants={activity.participants} viewerId={user?._id} />
      <section className="panel">
        <h2>Participants ({activity.participants.length})</h2>
        {activity.participants.length === 0 ? (
          <p className="muted">Nobody has joined yet.</p>
        ) : (
          <ParticipantsGrid participants={activity.participants} viewerId={user?._id} />
        )}
      </section>

      {similar.data && similar.data.length > 0 && (
        <section>
          <h2>Similar activities</h2>
          <div className="activity-grid">
            {similar.data.map((other) => (
              <ActivityCard key={other._id} activity={other} />
            ))}
          </div>
        </section>
      )}
      {confirming && (
        <DeleteDialog
          deleting={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => remove.mutate()}
        />
      )}
    </div>
  );
}
