import { activityEndpoints } from '@peerconnect/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { ACTIVITIES_KEY } from './get-activities';
import { getActivityQueryOptions } from './get-activity';

export const deleteActivity = (id: string) => apiCall(activityEndpoints.remove, { params: { id } });

export function useDeleteActivity(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteActivity(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: getActivityQueryOptions(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: ACTIVITIES_KEY });
    },
  });
}
