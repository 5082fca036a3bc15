import { useEffect, useState } from 'react';
import type { ThreadRef } from './thread-cache';

/**
 * On each (re)connection, fetches what the thread missed while disconnected (its fetcher asks for
 * messages after the last one seen). A load already running is reused, not repeated.
 */
export function useCatchUpOnConnect(ref: ThreadRef, connected: boolean): void {
  useEffect(() => {
    if (!connected) return;
    void ref.queryClient.invalidateQueries({ queryKey: ref.queryKey }, { cancelRefetch: false });
  }, [ref, connected]);
}

/** True once `ms` have passed since the component mounted. */
export function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
}
