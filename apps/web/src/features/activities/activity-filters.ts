import type { ActivityListQueryInput } from '@peerconnect/contracts';

/** The list's filters, as the address and the API both carry them. */
export type ActivityFilters = Pick<
  ActivityListQueryInput,
  'category' | 'search' | 'sort' | 'when' | 'campus'
>;

/**
 * The filters the address asks for (?when=past&category=&search=&sort=), as the list page reads
 * them. Without a sort the API starts upcoming lists with the soonest and past ones with the latest.
 * A student of a campus sees their campus's activities unless the address says `campus=all`.
 */
export function activityFiltersFrom(params: URLSearchParams, hasCampus = false): ActivityFilters {
  const category = params.get('category') ?? 'All';
  return {
    campus: hasCampus && params.get('campus') !== 'all' ? 'mine' : undefined,
    when: params.get('when') === 'past' ? 'past' : 'upcoming',
    category: category === 'All' ? undefined : (category as ActivityFilters['category']),
    search: params.get('search')?.trim() || undefined,
    sort: (params.get('sort') ?? undefined) as ActivityFilters['sort'],
  };
}

/** The sort a list shows when none was chosen: the API's default for it. */
export const defaultSortOf = (when: ActivityFilters['when']) =>
  when === 'past' ? 'newest' : 'oldest';
