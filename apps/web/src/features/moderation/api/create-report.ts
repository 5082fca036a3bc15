import { moderationEndpoints, type CreateReportRequest } from '@peerconnect/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client';

/** POST /api/reports: a student reports a profile, a message or an activity. */
export const createReport = (body: CreateReportRequest) =>
  apiCall(moderationEndpoints.report, { body });

export const useCreateReport = () => useMutation({ mutationFn: createReport });
