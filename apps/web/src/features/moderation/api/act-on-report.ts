import { moderationEndpoints, type ModerationActionInput } from '@peerconnect/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { MODERATION_KEY } from './get-reports';

/** POST /api/moderation/reports/{id}/actions: a moderator decides a report. */
export const actOnReport = ({ id, ...body }: ModerationActionInput & { id: string }) =>
  apiCall(moderationEndpoints.act, { params: { id }, body });

export function useActOnReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MODERATION_KEY }),
  });
}
