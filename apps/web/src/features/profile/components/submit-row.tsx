/** A profile form's submit button: `busyLabel` on it, and disabled, while its save runs. */
export function SubmitRow({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <div className="form-actions">
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
