import '../people.css';
import { SaveStatus } from '@/components/ui/save-status';
import { useAuth } from '@/features/auth';
import { PEOPLE_TEXT as T } from '@/config/people.messages';
import { usePendingChoice } from '@/lib/use-pending-choice';
import { useSetSearchable } from '../api/set-searchable';

/**
 * Privacy: whether people search finds the student. Self-contained, so it sits wherever settings
 * live; shows the choice at once, 'Saved' when the server kept it, and goes back if it did not.
 */
export function SearchableSetting() {
  const { user } = useAuth();
  const change = useSetSearchable();
  const [choice, choose] = usePendingChoice(change.mutate);
  const shown = choice ?? user?.searchable ?? true;

  return (
    <section className="panel form-stack" aria-labelledby="searchable-title">
      <h2 id="searchable-title">{T.privacyTitle}</h2>
      <label className="toggle-row">
        <input
          type="checkbox"
          role="switch"
          checked={shown}
          disabled={change.isPending}
          onChange={(event) => choose(event.target.checked)}
        />
        <span>
          <span className="setting-title">{T.searchableTitle}</span>
          <span className="muted setting-hint">{T.searchableHint}</span>
        </span>
      </label>
      <SaveStatus
        saving={change.isPending}
        saved={change.isSuccess}
        failed={change.isError ? T.saveFailed : undefined}
      />
    </section>
  );
}
