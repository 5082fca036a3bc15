import { SAVE_TEXT as T } from '@/config/messages';

/**
 * How a setting's save went, in a live region: 'Saving…', then 'Saved' once the server has it, or
 * why not (the control shows what the server has again).
 */
export function SaveStatus({
  saving,
  saved,
  failed,
}: {
  saving: boolean;
  saved: boolean;
  /** The failure's text, while the last save failed. */
  failed?: string;
}) {
  return (
    <>
      <p className="save-status" role="status">
        {saving ? T.saving : saved ? T.saved : ''}
      </p>
      {failed && !saving && (
        <p className="alert" role="alert">
          {failed}
        </p>
      )}
    </>
  );
}
