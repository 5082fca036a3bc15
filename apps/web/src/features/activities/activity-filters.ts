import type { ActivityListQueryInput } from '@peerconnect/contracts';

/** The list's filters, as the address and the API both carry them. */
export type ActivityFilters = Pick<
  ActivityListQueryInput,
  'category' | 'search' | 'sort' | 'when' | 'campus' | 'from' | 'to'
>;

export const DATE_CHOICES = ['any', 'today', 'week', 'weekend', 'range'] as const;
export type DateChoice = (typeof DATE_CHOICES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight starting the day `days` after the day of `date`, in the browser's zone. */
function midnight(date: Date, days = 0): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** A `YYYY-MM-DD` of a date input as that day's local midnight, or undefined. */
function dayOf(text: string | null): Date | undefined {
  const match = text && /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
}

/**
 * The instants a date choice covers in the student's own zone: today; this week (today to the
 * end of Sunday); this weekend (Saturday and Sunday, from today when it is already the weekend);
 * or the picked days, both included.
 */
export function dateWindow(
  choice: DateChoice,
  range: { from: string | null; to: string | null },
  now = new Date(),
): { from?: Date; to?: Date } {
  const today = midnight(now);
  // getDay: 0 is Sunday; the week ends at the midnight after Sunday.
  const nextMonday = midnight(now, (8 - now.getDay()) % 7 || 7);
  switch (choice) {
    case 'today':
      return { from: today, to: midnight(now, 1) };
    case 'week':
      return { from: today, to: nextMonday };
    case 'weekend': {
      const saturday = new Date(nextMonday.getTime() - 2 * DAY_MS);
      return { from: saturday > today ? midnight(saturday) : today, to: nextMonday };
    }
    case 'range': {
      const from = dayOf(range.from);
      const last = dayOf(range.to);
      return { from, to: last ? midnight(last, 1) : undefined };
    }
    default:
      return {};
  }
}

/**
 * The filters the address asks for (?when=past&category=&search=&sort=&dates=&from=&to=), as the
 * list page reads them. Without a sort the API starts upcoming lists with the soonest and past
 * ones with the latest. A student of a campus sees their campus's activities unless the address
 * says `campus=all`.
 */
export function activityFiltersFrom(
  params: URLSearchParams,
  { hasCampus = false, now = new Date() }: { hasCampus?: boolean; now?: Date } = {},
): ActivityFilters {
  const category = params.get('category') ?? 'All';
  const window = dateWindow(
    dateChoiceOf(params),
    {
      from: params.get('from'),
      to: params.get('to'),
    },
    now,
  );
  return {
    campus: hasCampus && params.get('campus') !== 'all' ? 'mine' : undefined,
    when: params.get('when') === 'past' ? 'past' : 'upcoming',
    category: category === 'All' ? undefined : (category as ActivityFilters['category']),
    search: params.get('search')?.trim() || undefined,
    sort: (params.get('sort') ?? undefined) as ActivityFilters['sort'],
    from: window.from?.toISOString(),
    to: window.to?.toISOString(),
  };
}

export function dateChoiceOf(params: URLSearchParams): DateChoice {
  const choice = params.get('dates');
  return DATE_CHOICES.find((known) => known === choice) ?? 'any';
}

/** The sort a list shows when none was chosen: the API's default for it. */
export const defaultSortOf = (when: ActivityFilters['when']) =>
  when === 'past' ? 'newest' : 'oldest';
