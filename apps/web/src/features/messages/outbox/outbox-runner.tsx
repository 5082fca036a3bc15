import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '@/features/auth';
import { startOutbox } from './outbox';

/**
 * Runs the signed-in student's outbox on every page, so what they sent offline goes out when
 * the connection returns wherever they are. Loaded after the first paint (member-sections).
 */
export default function OutboxRunner() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const userId = user?._id;
  useEffect(() => (userId ? startOutbox(queryClient, userId) : undefined), [queryClient, userId]);
  return null;
}
