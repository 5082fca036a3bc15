import { notificationEndpoints, type UpdateNotificationSettings } from '@peerconnect/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { getNotificationSettingsQueryOptions } from './get-notification-settings';

/** Sends only what changed; the answer is the whole. */
export const updateNotificationSettings = (body: UpdateNotificationSettings) =>
  apiCall(notificationEndpoints.updateSettings, { body });

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  const { queryKey } = getNotificationSettingsQueryOptions();
  return useMutation({
    mutationFn: updateNotificationSettings,
    // A read of the settings still on its way would answer the old value after this one.
    onMutate: () => queryClient.cancelQueries({ queryKey }),
    onSuccess: (settings) => queryClient.setQueryData(queryKey, settings),
  });
}
