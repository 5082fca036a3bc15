import { TIMEOUTS } from '@/config/timeouts';
import { useCallback, useEffect, useRef, useState } from 'react';

// Loaded as the page opens rather than with it: the call brings the contracts' schemas.
const pingHealth = (timeoutMs: number) =>
  import('./api/health-api').then(
    (api) => api.pingHealth(timeoutMs),
    () => false,
  );

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
