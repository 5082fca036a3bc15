import { TIMEOUTS } from '@/config/timeouts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { pingHealth } from './api/health-api';

export type Readiness = 'unknown' | 'waking' | 'ready';

/** Wakes a sleeping server as soon as the login page opens, and tells the page how that is going. */
export function useServerReadiness() {
  const [readiness, setState] = useState<Readiness>('unknown');
  const current = useRef<Readiness>('unknown');
  const setReadiness = useCallback((next: Readiness) => {
    current.current = next;
    setState(next);
  }, []);

  useEffect(() => {
    let active = true;
    void pingHealth(TIMEOUTS.healthPingOnLoad).then((up) => {
      if (active && up) setReadiness('ready');
    });
    return () => {
      active = false;
    };
  }, [setReadiness]);

  /** Before signing in: if the server isn't known to be up, say it is waking and ping once more. */
  const ensureAwake = useCallback(async () => {
    if (current.current === 'ready') return;
    setReadiness('waking');
    if (await pingHealth(TIMEOUTS.healthPingOnLogin)) setReadiness('ready');
  }, [setReadiness]);

  return { readiness, ensureAwake };
}
