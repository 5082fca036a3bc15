import '../friends.css';
import { SearchX } from 'lucide-react';
import { useDeferredValue, useEffect, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { PEOPLE_TEXT as T } from '@/config/people.messages';
import { useSearchPeople } from '../api/search-people';
import { PersonRow } from './person-row';

/** Waits for a pause in typing before searching. */
const TYPING_PAUSE_MS = 300;

function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/** 'Find people': students by username, interest or major, paged, best matches first. */
export function PeopleSearch() {
  const [text, setText] = useState('');
  const query = useDeferredValue(useSettled(text.trim()));
  const results = useSearchPeople(query);
  const people = results.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="people-search" aria-labelledby="people-search-title">
      <h2 id="people-search-title">{T.searchTitle}</h2>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <label className="field">
          <span>{T.searchLabel}</span>
          <input
            type="search"
            name="people"
            value={text}
            placeholder={T.searchPlaceholder}
            autoComplete="off"
            onChange={(event) => setText(event.target.value)}
          />
        </label>
      </form>
      {query === '' ? null : results.isPending ? (
        <Spinner label={T.searching} />
      ) : results.isError ? (
        <p className="alert" role="alert">
          {T.searchFailed}
        </p>
      ) : people.length === 0 ? (
        <EmptyState title={T.noMatches} icon={SearchX}>
          <p>{T.noMatchesHint}</p>
        </EmptyState>
      ) : (
        <>
          <ul className="person-list" aria-label={T.searchTitle}>
            {people.map((person) => (
              <PersonRow key={person._id} person={person} />
            ))}
          </ul>
          {results.hasNextPage && (
            <button
              type="button"
              className="button button-secondary"
              disabled={results.isFetchingNextPage}
              onClick={() => void results.fetchNextPage()}
            >
              {results.isFetchingNextPage ? T.searching : T.showMore}
            </button>
          )}
        </>
      )}
    </section>
  );
}
