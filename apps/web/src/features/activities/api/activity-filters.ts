import type { ActivityListQueryInput } from '@peerconnect/contracts';

/** The list's filters, as the address and the API both carry them. */
export type ActivityFilters = Pick<ActivityListQueryInput, 'category' | 'search' | 'sort'>;

/** The filters the address asks for (?category=&search=&sort=), as the list page reads them. */
export function activityFiltersFrom(params: URLSearchParams): ActivityFilters {
  const category = params.get('category') ?? 'All';
  return {
    category: category === 'All' ? undefined : (category as ActivityFilters['category']),
    search: params.get('search')?.trim() || undefined,
    sort: (params.get('sort') ?? 'newest') as ActivityFilters['sort'],
  };
}
