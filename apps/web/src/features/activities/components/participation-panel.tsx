import type { Activity } from '@peerconnect/contracts';
import { ACTIVITY_LIFE_TEXT as T, ACTIVITY_TEXT as M } from '@/config/activity.messages';
import { LEAVE_TEXT } from '@/config/people.messages';
import { useState } from 'react';
import { lifeStage } from '../format';
import { ConfirmDialog } from './confirm-dialog';
import type { useParticipation } from '../use-participation';

/** What the signed-in student can do about taking part, given where the activity and they stand. */
export function ParticipationPanel({
  activity,
  isOrganizer,
  participation,
}: {
  activity: Activity;
  isOrganizer: boolean;
  participation: ReturnType<typeof useParticipation>;
}) {
  const stage = lifeStage(activity);
  const viewer = activity.viewer ?? { status: 'none' };
  const full =
    activity.maxParticipants !== null && activity.participants.length >= activity.maxParticipants;
  const button = (label: string, action: 'join' | 'leave', primary: boolean) => (
    <button
      type="button"
      className={`button ${primary ? 'button-primary' : 'button-secondary'}`}
      disabled={participation.pending}
      onClick={() => participation.run(action)}
    >
      {label}
    </button>
  );

  if (stage === 'cancelled')
    return (
      <div className="notice" role="status">
        <p className="empty-title">{T.cancelledNotice}</p>
        {activity.cancelReason && <p className="prewrap">{activity.cancelReason}</p>}
      </div>
    );
  if (isOrganizer) return <p className="notice">{M.youAreOrganizer}</p>;
  if (stage !== 'upcoming')
    return <p className="notice">{stage === 'past' ? T.pastNotice : T.startedNotice}</p>;
  if (viewer.status === 'joined') return <LeaveButton participation={participation} />;
  if (viewer.status === 'waitlisted')
    return (
      <div className="participation-waitlist">
        <p className="notice" role="status">
          {T.waitlistPosition(viewer.position ?? 1, activity.waitlistCount)}
        </p>
        {button(T.leaveWaitlist, 'leave', false)}
      </div>
    );
  if (viewer.removed) return <p className="notice">{T.removedNotice}</p>;
  if (full || activity.waitlistCount > 0)
    return (
      <div className="participation-waitlist">
        <p className="state-line">
          <strong>{M.activityFull}</strong>
          {activity.waitlistCount > 0 && ` · ${T.waiting(activity.waitlistCount)}`}
        </p>
        {button(T.joinWaitlist, 'join', true)}
      </div>
    );
  return button(M.joinActivity, 'join', true);
}

/** Leaving asks first: the place goes to whoever waits, at once. */
function LeaveButton({ participation }: { participation: ReturnType<typeof useParticipation> }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        disabled={participation.pending}
        onClick={() => setConfirming(true)}
      >
        {M.leaveActivity}
      </button>
      {confirming && (
        <ConfirmDialog
          title={LEAVE_TEXT.title}
          confirmLabel={LEAVE_TEXT.leave}
          busyLabel={LEAVE_TEXT.leaving}
          cancelLabel={LEAVE_TEXT.stay}
          busy={participation.pending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            participation.run('leave');
          }}
        >
          <p>{LEAVE_TEXT.confirm}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
