import { act, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Fake timers, and a user-event session that moves them along with its own delays. */
export function startFakeClock() {
  jest.useFakeTimers();
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

/**
 * Checks that something stays on screen until just before `ms` and is gone once `ms` has passed.
 * (The query cache tells components about a reset on a zero-delay timer, hence the waitFor.)
 */
export async function expectShownFor(ms: number, isShown: () => boolean) {
  act(() => jest.advanceTimersByTime(ms - 100));
  expect(isShown()).toBe(true);
  act(() => jest.advanceTimersByTime(100));
  await waitFor(() => expect(isShown()).toBe(false));
}
