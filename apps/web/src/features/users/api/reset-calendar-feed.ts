import { calendarEndpoints } from '@peerconnect/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { getCalendarFeedQueryOptions } from './get-calendar-feed';

/** A new secret address; the old one stops working. */
export const resetCalendarFeed = () => apiCall(calendarEndpoints.resetFeedLink);

export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetCalendarFeed,
    onSuccess: (fresh) => queryClient.setQueryData(getCalendarFeedQueryOptions().queryKey, fresh),
  });
}
