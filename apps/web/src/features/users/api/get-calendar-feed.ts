import { calendarEndpoints } from '@peerconnect/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** The secret address of the student's calendar feed. */
export const getCalendarFeed = () => apiCall(calendarEndpoints.feedLink);

export const getCalendarFeedQueryOptions = () =>
  queryOptions({ queryKey: ['calendar-feed'] as const, queryFn: getCalendarFeed });

export const useCalendarFeed = () => useQuery(getCalendarFeedQueryOptions());
