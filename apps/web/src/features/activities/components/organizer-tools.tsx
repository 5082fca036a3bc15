import type { Activity, UserSummary } from '@peerconnect/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { TextAreaField } from '@/components/ui/field';
import { ACTIVITY_LIFE_TEXT as T } from '@/config/activity.messages';
import { paths } from '@/config/paths';
import { useAllowParticipant } from '../api/allow-participant';
import { useCancelActivity } from '../api/cancel-activity';
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

/** The organizer's view of who waits and who was removed, and cancelling. */
export function OrganizerTools({ activity }: { activity: Activity }) {
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const allow = useAllowParticipant(activity._id);
  const cancel = useCancelActivity(activity._id);
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
          onConfirm={() => cancel.mutate(reason, { onSuccess: () => setCancelling(false) })}
        >
          <p>{T.cancelIntro}</p>
          <TextAreaField
            label={T.cancelReason}
            rows={3}
            maxLength={300}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          {cancel.isError && (
            <p className="alert" role="alert">
              {cancel.error.message}
            </p>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}
