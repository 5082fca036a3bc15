import { ACTIVITY_TEXT as M } from '@/config/activity.messages';
import { ConfirmDialog } from './confirm-dialog';

/** Asks before an activity is deleted for good. */
export function DeleteDialog({
  onCancel,
  onConfirm,
  deleting,
}: {
  onCancel(): void;
  onConfirm(): void;
  deleting: boolean;
}) {
  return (
    <ConfirmDialog
      title={M.deleteTitle}
      confirmLabel={M.deleteAction}
      busyLabel={M.deleting}
      cancelLabel={M.deleteCancel}
      busy={deleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <p>{M.deleteConfirm}</p>
    </ConfirmDialog>
  );
}
