import {
  activityEndpoints,
  type CreateActivityRequest,
  type UpdateActivityRequest,
} from '@peerconnect/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';
import { ACTIVITIES_KEY } from './get-activities';
import { getActivityQueryOptions } from './get-activity';

/** JSON (a date travels as its ISO text), or multipart when a picture is attached. */
function activityBody<T extends CreateActivityRequest | UpdateActivityRequest>(
  input: T,
  image: File | undefined,
): T | FormData {
  if (!image) return input;
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    const text = value === null ? '' : value instanceof Date ? value.toISOString() : String(value);
    form.set(key, text);
  }
  form.set('image', image);
  return form;
}

export const createActivity = (input: CreateActivityRequest, image?: File) =>
  apiCall(activityEndpoints.create, { body: activityBody(input, image) });

export const updateActivity = (id: string, input: UpdateActivityRequest, image?: File) =>
  apiCall(activityEndpoints.update, { params: { id }, body: activityBody(input, image) });

/** Creates an activity, or updates the one with `activityId`; the answer is shown at once. */
export function useSaveActivity(activityId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, image }: { values: CreateActivityRequest; image?: File }) =>
      activityId ? updateActivity(activityId, values, image) : createActivity(values, image),
    onSuccess: (activity) => {
      if (!activity?._id) return;
      queryClient.setQueryData(getActivityQueryOptions(activity._id).queryKey, activity);
      void queryClient.invalidateQueries({ queryKey: ACTIVITIES_KEY });
    },
  });
}
