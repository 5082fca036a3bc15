import { notificationEndpoints } from '@peerconnect/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { NOTIFICATIONS_KEY } from './get-notifications';

/** Per type in the app and by email, and the reminder. */
export const getNotificationSettings = () => apiCall(notificationEndpoints.getSettings);

export const getNotificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_KEY, 'settings'] as const,
    queryFn: getNotificationSettings,
  });

export const useNotificationSettings = () => useQuery(getNotificationSettingsQueryOptions());
