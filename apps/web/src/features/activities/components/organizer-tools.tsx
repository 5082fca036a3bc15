import type { Activity, UserSummary } from '@peerconnect/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { TextAreaField } from '@/components/ui/field';
import { ACTIVITY_LIFE_TEXT as T } from '@/config/activity.messages';
import { paths } from '@/config/paths';
import { useAllowParticipant } from '../api/allow-participant';
import { useCancelActivity } from '../api/cancel-activity';
import { useCancelSeries } from '../api/cancel-series';
import { SERIES_TEXT } from '@/config/series.messages';
import { SERIES_SCOPES, type SeriesScope } from '@peerconnect/contracts';
import { SeriesScopeField } from './series-scope-field';
import { useRemoveParticipant } from '../api/remove-participant';
import { lifeStage } from '../format';
import { ConfirmDialog } from './confirm-dialog';

/** Confirms taking a participant out; they are told by mail. */
export function RemoveDialog({
  activityId,
  person,
  onClose,
}: {
  activityId: string;
  person: UserSummary;
  onClose(): void;
}) {
  const remove = useRemoveParticipant(activityId);
  return (
    <ConfirmDialog
      title={T.removeTitle}
      confirmLabel={T.remove}
      busyLabel={T.removing}
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => remove.mutate(person._id, { onSuccess: onClose })}
    >
      <p>{T.removeConfirm(person.username)}</p>
      {remove.isError && (
        <p className="alert" role="alert">
          {remove.error.message}
        </p>
      )}
    </ConfirmDialog>
  );
}

function PeopleList({
  title,
  people,
  ordered,
  action,
}: {
  title: string;
  people: UserSummary[];
  ordered?: boolean;
  action?: (person: UserSummary) => React.ReactNode;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <section className="panel" aria-label={title}>
      <h2>
        {title} ({people.length})
      </h2>
      <List className="people-list">
        {people.map((person) => (
          <li key={person._id} className="person">
            <Avatar name={person.username} src={person.profilePicture} size="small" />
            <Link to={paths.profile(person._id)}>{person.username}</Link>
            {action?.(person)}
          </li>
        ))}
      </List>
    </section>
  );
}

/** Cancelling one activity, or (a date of a series) it, the following dates or the whole series. */
function useCancel(activity: Activity) {
  const one = useCancelActivity(activity._id);
  const several = useCancelSeries(activity.series?._id ?? '');
  const [scope, setScope] = useState<SeriesScope>('this');
  const mutation = scope === 'this' ? one : several;
  return {
    scope,
    setScope,
    isPending: mutation.isPending,
    error: mutation.error,
    mutate(reason: string, onSuccess: () => void) {
      if (scope === 'this') one.mutate(reason, { onSuccess });
      else several.mutate({ scope, activityId: activity._id, reason }, { onSuccess });
    },
  };
}

/** The organizer's view of who waits and who was removed, and cancelling. */
export function OrganizerTools({ activity }: { activity: Activity }) {
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const allow = useAllowParticipant(activity._id);
  const cancel = useCancel(activity);
  const open = lifeStage(activity) === 'upcoming';
  return (
    <>
      {activity.waitlist && activity.waitlist.length > 0 && (
        <PeopleList title={T.waitlistTitle} people={activity.waitlist} ordered />
      )}
      {activity.removed && activity.removed.length > 0 && (
        <PeopleList
          title={T.removedTitle}
          people={activity.removed}
          action={(person) => (
            <button
              type="button"
              className="button button-secondary button-small"
              disabled={allow.isPending}
              aria-label={`${T.allowAgain}: ${person.username}`}
              onClick={() => allow.mutate(person._id)}
            >
              {T.allowAgain}
            </button>
          )}
        />
      )}
      {open && (
        <div className="form-actions start">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setCancelling(true)}
          >
            {T.cancelActivity}
          </button>
        </div>
      )}
      {cancelling && (
        <ConfirmDialog
          title={T.cancelTitle}
          confirmLabel={T.cancelActivity}
          busyLabel={T.cancelling}
          cancelLabel={T.keepActivity}
          busy={cancel.isPending}
          onCancel={() => setCancelling(false)}
          onConfirm={() => cancel.mutate(reason, () => setCancelling(false))}
        >
          <p>{activity.series ? SERIES_TEXT.cancelSeriesIntro : T.cancelIntro}</p>
          {activity.series && (
            <SeriesScopeField
              scopes={SERIES_SCOPES}
              value={cancel.scope}
              legend={T.cancelActivity}
              onChange={cancel.setScope}
            />
          )}
          <TextAreaField
            label={T.cancelReason}
            rows={3}
            maxLength={300}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          {cancel.error && (
            <p className="alert" role="alert">
              {cancel.error.message}
            </p>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}
