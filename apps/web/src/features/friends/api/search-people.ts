import { peopleEndpoints } from '@peerconnect/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

export const PEOPLE_KEY = ['people'] as const;

/** One page of people matching a name, interest or major, best matches first. */
export const searchPeople = (q: string, page: number) =>
  apiCall(peopleEndpoints.search, { query: { q, page } });

export const searchPeopleQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...PEOPLE_KEY, 'search', q] as const,
    queryFn: ({ pageParam }) => searchPeople(q, pageParam),
    initialPageParam: 1,
    getNextPageParam: (page) => page.nextPage ?? undefined,
  });

/** Asks only once there is something to search for. */
export const useSearchPeople = (q: string) =>
  useInfiniteQuery({ ...searchPeopleQueryOptions(q), enabled: q.length > 0 });
