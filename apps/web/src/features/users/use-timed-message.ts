import { useCallback, useEffect, useRef, useState } from 'react';

export interface TimedMessage {
  text: string;
  tone: 'success' | 'error';
}

/** A status line that clears itself after `ms`, or stays until replaced when no time is given. */
export function useTimedMessage() {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback((next: TimedMessage | null, ms?: number) => {
    clearTimeout(timer.current);
    setMessage(next);
    if (next && ms !== undefined) timer.current = setTimeout(() => setMessage(null), ms);
  }, []);

  return { message, show };
}
