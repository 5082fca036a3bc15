import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { forgetThisDevice } from '@/lib/push-device';
import { endSession } from '../session';

/**
 * Signs this browser out: the server keeps no session to end, but a device taking push
 * notifications is forgotten first, while the token still says whose it is.
 */
export function useSignOut() {
  const client = useQueryClient();
  return useCallback(async () => {
    await forgetThisDevice();
    endSession(client, { chosen: true });
  }, [client]);
}
