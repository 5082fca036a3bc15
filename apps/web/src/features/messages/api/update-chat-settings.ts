import { messageEndpoints, type ChatSettings } from '@peerconnect/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { getChatSettingsQueryOptions } from './get-chat-settings';

/** PUT /api/messages/settings: read receipts on or off. */
export const updateChatSettings = (body: ChatSettings) =>
  apiCall(messageEndpoints.updateSettings, { body });

export function useUpdateChatSettings() {
  const queryClient = useQueryClient();
  const { queryKey } = getChatSettingsQueryOptions();
  return useMutation({
    mutationFn: updateChatSettings,
    // A read of the settings still on its way would answer the old value after this one.
    onMutate: () => queryClient.cancelQueries({ queryKey }),
    onSuccess: (settings) => {
      queryClient.setQueryData(queryKey, settings);
      // Conversations cached with (or without) receipts are read again under the new setting.
      void queryClient.invalidateQueries({ queryKey: ['messages', 'thread'] });
    },
  });
}
