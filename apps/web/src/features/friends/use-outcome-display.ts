import { useEffect, useEffectEvent } from 'react';

type MutationStatus = 'idle' | 'pending' | 'success' | 'error';

export interface OutcomeDisplayTimes {
  /** How long a success stays on screen. */
  successMs: number;
  /** How long a failure stays on screen; without it, until the next attempt. */
  errorMs?: number;
  /** Called once a success has been shown for its time. */
  onSuccessShown?: () => void;
}

/**
 * Keeps a mutation's outcome (its 'sent' or 'failed' text) on screen for as long as it is given, then
 * resets the mutation to idle, so the text clears itself.
 */
export function useOutcomeDisplay(
  { status, reset }: { status: MutationStatus; reset: () => void },
  { successMs, errorMs, onSuccessShown }: OutcomeDisplayTimes,
) {
  const successShown = useEffectEvent(() => onSuccessShown?.());

  useEffect(() => {
    const delay = status === 'success' ? successMs : status === 'error' ? errorMs : undefined;
    if (delay === undefined) return;
    const timer = setTimeout(() => {
      reset();
      if (status === 'success') successShown();
    }, delay);
    return () => clearTimeout(timer);
  }, [status, reset, successMs, errorMs]);
}
