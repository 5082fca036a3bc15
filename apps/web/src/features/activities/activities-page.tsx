import './activities.css';
import { SearchX } from 'lucide-react';
import { ACTIVITY_CATEGORIES, ACTIVITY_SORTS } from '@peerconnect/contracts';
import { ACTIVITY_LIFE_TEXT as T, ACTIVITY_TEXT as M } from '@/config/activity.messages';
import { TIMEOUTS } from '@/config/timeouts';
import { useDeferredValue, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/field';
import { CAMPUS_TEXTS } from '@/config/campus.messages';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { storage } from '@/lib/storage';
import { DATE_FILTER_TEXT as D } from '@/config/people.messages';
import {
  activityFiltersFrom,
  DATE_CHOICES,
  dateChoiceOf,
  defaultSortOf,
  type ActivityFilters,
} from './activity-filters';
import { getActivitiesQueryOptions, useActivities } from './api/get-activities';
import { ActivityCard } from './components/activity-card';
import { ApiRequestError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { signedInLoader } from '@/lib/signed-in-loader';

const sortOptions = (when: 'upcoming' | 'past') =>
  ACTIVITY_SORTS.map((value) => ({
    value,
    label: (when === 'upcoming' ? M.upcomingSortLabels : M.sortLabels)[value],
  }));
const DATE_OPTIONS = DATE_CHOICES.map((value) => ({ value, label: D[value] }));
// The first row on a wide screen, the first card or two on a phone.
const CARDS_ABOVE_THE_FOLD = 3;
const CATEGORY_OPTIONS = ['All', ...ACTIVITY_CATEGORIES].map((value) => ({ value, label: value }));

export const loader = signedInLoader(({ request }) => {
  const hasCampus = Boolean(storage.cachedUser()?.user.campus);
  const filters = activityFiltersFrom(new URL(request.url).searchParams, { hasCampus });
  void queryClient.prefetchInfiniteQuery(getActivitiesQueryOptions(filters));
});

export default function ActivitiesPage() {
  const [params, setParams] = useSearchParams();
  const { user } = useAuth();
  const fromAddress = activityFiltersFrom(params, { hasCampus: Boolean(user?.campus) });
  const category = fromAddress.category ?? 'All';
  const when = fromAddress.when ?? 'upcoming';
  const sort = fromAddress.sort ?? defaultSortOf(when);
  const dates = dateChoiceOf(params);
  const [searchText, setSearchText] = useState(params.get('search') ?? '');
  // Typing stays responsive; the list follows the deferred value.
  const search = useDeferredValue(searchText.trim());
  const [retrying, setRetrying] = useState(false);
  const filters: ActivityFilters = { ...fromAddress, search: search || undefined };
  const list = useActivities(filters);
  const activities = list.data?.pages.flatMap((page) => page.items) ?? [];
  // The first row renders with the answer (its first picture is the page's largest paint); the
  // cards after it, and each page added later, follow in a background render that React splits
  // into short tasks, so an answer never blocks the page for long.
  const cardsRendered = Math.max(useDeferredValue(activities.length, 0), CARDS_ABOVE_THE_FOLD);

  function setParam(key: string, value: string | undefined) {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  }

  function clearFilters() {
    setSearchText('');
    setParams({}, { replace: true });
  }

  function retry() {
    setRetrying(true);
    setTimeout(() => {
      setRetrying(false);
      void list.refetch();
    }, TIMEOUTS.activitiesRetryDelay);
  }

  return (
    <div className="page">
      <header className="page-header">
        <h1 tabIndex={-1}>{M.listTitle}</h1>
        <Link to={paths.newActivity} className="button button-primary">
          {M.createActivity}
        </Link>
      </header>
      <div className="segmented" role="group" aria-label={M.whichActivities}>
        {(['upcoming', 'past'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            className="segment"
            aria-pressed={when === choice}
            onClick={() => {
              const next = new URLSearchParams(params);
              if (choice === 'past') next.set('when', 'past');
              else next.delete('when');
              // Each list starts in its own order (soonest upcoming, latest past).
              next.delete('sort');
              setParams(next, { replace: true });
            }}
          >
            {T[choice]}
          </button>
        ))}
      </div>
      <form className="filters panel" role="search" onSubmit={(event) => event.preventDefault()}>
        <label className="field grow">
          <span>{M.search}</span>
          <input
            type="search"
            name="search"
            value={searchText}
            placeholder={M.searchPlaceholder}
            onChange={(event) => {
              setSearchText(event.target.value);
              setParam('search', event.target.value.trim() || undefined);
            }}
          />
        </label>
        <SelectField
          label={M.category}
          name="category"
          value={category}
          options={CATEGORY_OPTIONS}
          onChange={(event) =>
            setParam('category', event.target.value === 'All' ? undefined : event.target.value)
          }
        />
        <SelectField
          label={D.label}
          name="dates"
          value={dates}
          options={DATE_OPTIONS}
          onChange={(event) => {
            const next = new URLSearchParams(params);
            if (event.target.value === 'any') next.delete('dates');
            else next.set('dates', event.target.value);
            if (event.target.value !== 'range') {
              next.delete('from');
              next.delete('to');
            }
            setParams(next, { replace: true });
          }}
        />
        {dates === 'range' && (
          <>
            <label className="field">
              <span>{D.from}</span>
              <input
                type="date"
                name="from"
                value={params.get('from') ?? ''}
                onChange={(event) => setParam('from', event.target.value || undefined)}
              />
            </label>
            <label className="field">
              <span>{D.to}</span>
              <input
                type="date"
                name="to"
                min={params.get('from') ?? undefined}
                value={params.get('to') ?? ''}
                onChange={(event) => setParam('to', event.target.value || undefined)}
              />
            </label>
          </>
        )}
        <SelectField
          label={M.sort}
          name="sort"
          value={sort}
          options={sortOptions(when)}
          onChange={(event) =>
            setParam(
              'sort',
              event.target.value === defaultSortOf(when) ? undefined : event.target.value,
            )
          }
        />
        {user?.campus && (
          <label className="check-field">
            <input
              type="checkbox"
              name="campus"
              checked={fromAddress.campus === 'mine'}
              onChange={(event) => setParam('campus', event.target.checked ? undefined : 'all')}
            />
            <span>{CAMPUS_TEXTS.myCampus}</span>
          </label>
        )}
      </form>

      {list.isPending || retrying ? (
        <div className="activity-grid" aria-busy="true" aria-label={M.loadingList}>
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="card activity-card skeleton" />
          ))}
        </div>
      ) : list.isError ? (
        <div className="panel centered" role="alert">
          {list.error instanceof ApiRequestError && list.error.kind === 'network' && (
            <p>{M.serverConnectionFailed}</p>
          )}
          <p className="empty-title">{M.loadFailed}</p>
          <p className="muted">{M.loadFailedHint}</p>
          <button type="button" className="button button-primary" onClick={retry}>
            {M.retry}
          </button>
        </div>
      ) : activities.length === 0 ? (
        <EmptyState title={M.noneFound} icon={SearchX}>
          <p>{M.noneFoundHint}</p>
          <button type="button" className="button button-secondary" onClick={clearFilters}>
            {M.clearFilters}
          </button>
        </EmptyState>
      ) : (
        <>
          <div className="activity-grid">
            {activities.slice(0, cardsRendered).map((activity, index) => (
              <ActivityCard
                key={activity._id}
                activity={activity}
                aboveTheFold={index < CARDS_ABOVE_THE_FOLD}
              />
            ))}
          </div>
          {list.hasNextPage && (
            <button
              type="button"
              className="button button-secondary load-more"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
            >
              {list.isFetchingNextPage ? M.loadingMore : M.loadMore}
            </button>
          )}
        </>
      )}
    </div>
  );
}
