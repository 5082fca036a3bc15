import { ACTIVITY_MESSAGES as M } from '@peerconnect/contracts';
import { useEffect, useRef } from 'react';

/** The delete confirmation, as a native modal dialog (focus trapped, Escape cancels). */
export function DeleteDialog({
  onCancel,
  onConfirm,
  deleting,
}: {
  onCancel(): void;
  onConfirm(): void;
  deleting: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
  }, []);
  return (
    <dialog ref={dialog} className="dialog" aria-labelledby="delete-title" onCancel={onCancel}>
      <h2 id="delete-title">{M.deleteTitle}</h2>
      <p>{M.deleteConfirm}</p>
      <div className="form-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={onCancel}
          disabled={deleting}
        >
          {M.deleteCancel}
        </button>
        <button
          type="button"
          className="button button-danger"
          onClick={onConfirm}
          disabled={deleting}
        >
          {deleting ? M.deleting : M.deleteAction}
        </button>
      </div>
    </dialog>
  );
}
