import { UserPlus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Spinner } from '@/components/ui/spinner';
import { INVITE_TEXT as T } from '@/config/people.messages';
import { useInvitableFriends } from '../api/get-invitable-friends';
import { useInviteFriends } from '../api/invite-friends';

/** 'Invite friends' and its picker: a native modal dialog listing the student's friends. */
export function InviteFriends({ activityId }: { activityId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button-secondary" onClick={() => setOpen(true)}>
        <UserPlus size={18} aria-hidden="true" />
        {T.inviteFriends}
      </button>
      {open && <InviteDialog activityId={activityId} onClose={() => setOpen(false)} />}
    </>
  );
}

function InviteDialog({ activityId, onClose }: { activityId: string; onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const friends = useInvitableFriends(activityId, true);
  const invite = useInviteFriends(activityId);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
  }, []);
  const toggle = (id: string) =>
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const send = () => invite.mutate([...picked], { onSuccess: () => setPicked(new Set()) });

  return (
    <dialog
      ref={dialog}
      className="dialog invite-dialog"
      aria-labelledby={titleId}
      onCancel={onClose}
    >
      <h2 id={titleId}>{T.title}</h2>
      <p className="muted">{T.intro}</p>
      {friends.isPending ? (
        <Spinner label={T.loading} />
      ) : friends.isError ? (
        <p className="alert" role="alert">
          {friends.error.message}
        </p>
      ) : friends.data.length === 0 ? (
        <p className="muted">{T.noFriends}</p>
      ) : (
        <ul className="invite-list">
          {friends.data.map((friend) => (
            <li key={friend._id}>
              <label className="invite-row">
                <input
                  type="checkbox"
                  checked={friend.status !== 'invitable' || picked.has(friend._id)}
                  disabled={friend.status !== 'invitable' || invite.isPending}
                  onChange={() => toggle(friend._id)}
                />
                <Avatar name={friend.username} src={friend.profilePicture} size="small" />
                <span className="invite-name">{friend.username}</span>
                {friend.status !== 'invitable' && (
                  <span className="badge badge-state">
                    {friend.status === 'going' ? T.going : T.invited}
                  </span>
                )}
              </label>
            </li>
          ))}
        </ul>
      )}
      {invite.isSuccess && (
        <p className="notice" role="status">
          {T.sent(invite.data.invited.length)}
        </p>
      )}
      {invite.isError && (
        <p className="alert" role="alert">
          {invite.error.message}
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          {T.close}
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={picked.size === 0 || invite.isPending}
          onClick={send}
        >
          {invite.isPending ? T.sending : T.send(picked.size)}
        </button>
      </div>
    </dialog>
  );
}
