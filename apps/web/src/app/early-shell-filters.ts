import { activityFiltersFrom } from '@/features/activities/api/activity-list-path';

/**
 * The /activities shell's filters as the address sets them (`?category=&search=&sort=`): the build
 * painted the defaults, and the list below is the address's. The app's first render then shows the
 * same values.
 */
export function showAddressFilters(search: string) {
  const form = document.querySelector<HTMLFormElement>('#root form[role="search"]');
  if (!form) return;
  const params = new URLSearchParams(search);
  const { category, sort } = activityFiltersFrom(params);
  const values = { search: params.get('search') ?? '', category: category ?? 'All', sort };
  for (const [name, value] of Object.entries(values)) {
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement)
      control.value = value ?? '';
  }
}
