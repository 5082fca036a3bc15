import { messageEndpoints } from '@peerconnect/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** GET /api/messages/settings: read receipts on or off. */
export const getChatSettings = () => apiCall(messageEndpoints.settings);

export const getChatSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['chat', 'settings'], queryFn: getChatSettings });

export const useChatSettings = () => useQuery(getChatSettingsQueryOptions());
