import '../people.css';
import { useState } from 'react';
import { SaveStatus } from '@/components/ui/save-status';
import { useAuth } from '@/features/auth';
import { PEOPLE_TEXT as T } from '@/config/people.messages';
import { useSetSearchable } from '../api/set-searchable';

/**
 * Privacy: whether people search finds the student. Self-contained, so it sits wherever settings
 * live. The choice is state set in the click itself (a mutation's own state arrives a timer later,
 * and the controlled switch would flip back meanwhile); the server's answer replaces it.
 */
export function SearchableSetting() {
  const { user } = useAuth();
  const change = useSetSearchable();
  const [choice, setChoice] = useState<boolean | null>(null);
  const shown = choice ?? user?.searchable ?? true;

  function choose(searchable: boolean) {
    setChoice(searchable);
    change.mutate(searchable, { onSettled: () => setChoice(null) });
  }

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
