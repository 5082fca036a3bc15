import { useIsFetching, type Query } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LOGIN_MESSAGES } from '@/config/messages';
import { TIMEOUTS } from '@/config/timeouts';

/**
 * A screen still waiting for its first data: a refetch of data on screen is not waiting. The
 * session check has its own notice (protected-route.tsx).
 */
const waitingForFirstData = (query: Query) =>
  query.state.data === undefined && query.queryKey[0] !== 'session';

/** True once some data the screen waits for has taken longer than a moment. */
function useWaitingLong(): boolean {
  const waiting = useIsFetching({ predicate: waitingForFirstData }) > 0;
  const [long, setLong] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setLong(true), TIMEOUTS.wakingNotice);
    return () => {
      clearTimeout(timer);
      setLong(false);
    };
  }, [waiting]);
  return waiting && long;
}

/**
 * The spec's waking message on any screen whose data takes more than about 2 s (a free server
 * sleeping, or its database coming back); it goes away by itself when the data arrives.
 */
export function WakingNotice() {
  if (!useWaitingLong()) return null;
  return (
    <p className="waking-notice" role="status">
      {LOGIN_MESSAGES.waking}
    </p>
  );
}
