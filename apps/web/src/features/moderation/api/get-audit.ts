import { moderationEndpoints } from '@peerconnect/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { MODERATION_KEY } from './get-reports';

export const getAudit = () => apiCall(moderationEndpoints.audit);

export const getAuditQueryOptions = () =>
  queryOptions({ queryKey: [...MODERATION_KEY, 'audit'] as const, queryFn: getAudit });

export const useAudit = () => useQuery(getAuditQueryOptions());
