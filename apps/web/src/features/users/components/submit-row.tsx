/**
 * A profile form's buttons: Cancel beside the submit button when the form can be left, and
 * `busyLabel` on the submit button, disabled, while its save runs.
 */
export function SubmitRow({
  busy,
  label,
  busyLabel,
  cancel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  cancel?: { label: string; onClick(): void };
}) {
  return (
    <div className="form-actions">
      {cancel && (
        <button type="button" className="button button-secondary" onClick={cancel.onClick}>
          {cancel.label}
        </button>
      )}
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
