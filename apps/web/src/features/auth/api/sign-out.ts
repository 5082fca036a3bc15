import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { endSession } from '../session';

/** Signs this browser out: the server keeps no session to end, so nothing is sent. */
export function useSignOut() {
  const client = useQueryClient();
  return useCallback(() => endSession(client, { chosen: true }), [client]);
}
