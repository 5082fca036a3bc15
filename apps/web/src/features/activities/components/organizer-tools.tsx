import type { Activity, UserSummary } from '@peerconnect/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { TextAreaField } from '@/components/ui/field';
import { ACTIVITY_LIFE_TEXT as T } from '@/config/activity.messages';
import { paths } from '@/config/paths';
import { activityKeys, activityMutations } from '../api/activities-api';
import { lifeStage } from '../format';
import { ConfirmDialog } from './confirm-dialog';

/** A change of the organizer's that answers the updated activity, shown at once. */
function useOrganizerChange<Input>(
  activityId: string,
  change: (input: Input) => Promise<Activity>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (updated) => {
      queryClient.setQueryData(activityKeys.detail(activityId), updated);
      void queryClient.invalidateQueries({ queryKey: activityKeys.all, refetchType: 'none' });
    },
  });
}

export function useRemoveParticipant(activityId: string) {
  return useOrganizerChange(activityId, (userId: string) =>
    activityMutations.removeParticipant(activityId, userId),
  );
}

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
  const allow = useOrganizerChange(activity._id, (userId: string) =>
    activityMutations.allowAgain(activity._id, userId),
  );
  const cancel = useOrganizerChange(activity._id, (why: string) =>
    activityMutations.cancel(activity._id, why),
  );
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
