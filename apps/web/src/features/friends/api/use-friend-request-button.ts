import { TIMEOUTS } from '@peerconnect/contracts';
import { useEffect, useEffectEvent } from 'react';
import { useSendFriendRequest } from './friends-api';

export type FriendRequestButtonStatus = 'idle' | 'sending' | 'sent' | 'error';

const STATUS = {
  idle: 'idle',
  pending: 'sending',
  success: 'sent',
  error: 'error',
} as const satisfies Record<string, FriendRequestButtonStatus>;

export interface FriendRequestButtonOptions {
  /** How long a failure stays on the button (3 s by default; the profile keeps it 5 s). */
  errorDisplayMs?: number;
  /** Called once the sent state has been shown for its 3 s. */
  onSentShown?: () => void;
}

/**
 * One person's friend-request button: idle → sending → sent (for 3 s) or error, then back to
 * idle. Every screen with such a button uses this, each with its own texts.
 */
export function useFriendRequestButton(userId: string, options: FriendRequestButtonOptions = {}) {
  const { errorDisplayMs = TIMEOUTS.statusMessage } = options;
  const mutation = useSendFriendRequest();
  const { status, reset } = mutation;
  const sentShown = useEffectEvent(() => options.onSentShown?.());

  useEffect(() => {
    if (status !== 'success' && status !== 'error') return;
    const sent = status === 'success';
    const timer = setTimeout(
      () => {
        reset();
        if (sent) sentShown();
      },
      sent ? TIMEOUTS.friendRequestSentDisplay : errorDisplayMs,
    );
    return () => clearTimeout(timer);
  }, [status, reset, errorDisplayMs]);

  const buttonStatus = STATUS[status];
  return {
    status: buttonStatus,
    error: mutation.error,
    /** True while a click would do nothing useful (sending, or just sent). */
    busy: buttonStatus === 'sending' || buttonStatus === 'sent',
    send: () => mutation.mutate(userId),
  };
}
