import { TIMEOUTS } from '@/config/timeouts';
import { useOutcomeDisplay } from './use-outcome-display';
import { useSendFriendRequest } from './api/send-friend-request';

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
  const mutation = useSendFriendRequest();
  useOutcomeDisplay(mutation, {
    successMs: TIMEOUTS.friendRequestSentDisplay,
    errorMs: options.errorDisplayMs ?? TIMEOUTS.statusMessage,
    onSuccessShown: options.onSentShown,
  });
  const status = STATUS[mutation.status];
  return {
    status,
    error: mutation.error,
    /** True while a click would do nothing useful (sending, or just sent). */
    busy: status === 'sending' || status === 'sent',
    send: () => mutation.mutate(userId),
  };
}
