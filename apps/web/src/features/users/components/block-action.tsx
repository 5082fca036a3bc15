import { BLOCK_TEXT as B } from '@/config/profile.messages';
import { useState } from 'react';
import { useSetBlocked } from '../api/block-user';

/**
 * Block behind a confirmation (it ends a friendship, so one slip should not do it), or, once
 * blocked, the notice and Unblock.
 */
export function BlockAction({ userId, blocked }: { userId: string; blocked: boolean }) {
  const setBlocked = useSetBlocked(userId);
  const [confirming, setConfirming] = useState(false);
  const failure = setBlocked.isError && (
    <p className="field-error" role="alert">
      {setBlocked.variables ? B.blockFailed : B.unblockFailed}
    </p>
  );

  if (blocked) {
    return (
      <div className="profile-action">
        <p className="muted" role="status">
          {B.blockedNotice}
        </p>
        <button
          type="button"
          className="button button-secondary"
          disabled={setBlocked.isPending}
          onClick={() => setBlocked.mutate(false)}
        >
          {setBlocked.isPending ? B.unblocking : B.unblock}
        </button>
        {failure}
      </div>
    );
  }
  if (confirming) {
    return (
      <div className="profile-action" role="group" aria-label={B.confirmQuestion}>
        <p>{B.confirmQuestion}</p>
        <button
          type="button"
          className="button button-danger"
          disabled={setBlocked.isPending}
          onClick={() => setBlocked.mutate(true, { onSuccess: () => setConfirming(false) })}
        >
          {setBlocked.isPending ? B.blocking : B.confirm}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setConfirming(false)}
        >
          {B.cancel}
        </button>
        {failure}
      </div>
    );
  }
  return (
    <div className="profile-action">
      <button type="button" className="button button-ghost" onClick={() => setConfirming(true)}>
        {B.block}
      </button>
      {failure}
    </div>
  );
}
