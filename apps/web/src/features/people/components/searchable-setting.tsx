import { useAuth } from '@/features/auth';
import { PEOPLE_TEXT as T } from '@/config/people.messages';
import { useSetSearchable } from '../api/set-searchable';

/**
 * Privacy: whether people search finds the student. Self-contained, so it sits wherever settings
 * live; shows the choice at once, 'Saved' when the server kept it, and goes back if it did not.
 */
export function SearchableSetting() {
  const { user } = useAuth();
  const change = useSetSearchable();
  const stored = user?.searchable ?? true;
  const shown = change.isPending ? change.variables : stored;
  return (
    <section className="panel form-stack" aria-labelledby="searchable-title">
      <h2 id="searchable-title">{T.privacyTitle}</h2>
      <div className="setting-row">
        <label className="toggle-row">
          <input
            type="checkbox"
            role="switch"
            checked={shown}
            disabled={change.isPending}
            onChange={(event) => change.mutate(event.target.checked)}
          />
          <span>
            <span className="setting-title">{T.searchableTitle}</span>
            <span className="muted setting-hint">{T.searchableHint}</span>
          </span>
        </label>
        <span aria-live="polite">
          {change.isSuccess && <span className="notice-inline">{T.saved}</span>}
          {change.isError && (
            <span className="field-error" role="alert">
              {T.saveFailed}
            </span>
          )}
        </span>
      </div>
    </section>
  );
}
