const POLL_MS = 5;

/**
 * Retries `attempt` every few milliseconds until it gives a value; a throw counts as no value.
 * `giveUp`, asked before each attempt, ends the wait with an error when it names a reason.
 */
export async function until<T>(
  attempt: () => Promise<T | undefined>,
  giveUp?: () => string | undefined,
): Promise<T> {
  for (;;) {
    const reason = giveUp?.();
    if (reason !== undefined) throw new Error(reason);
    const value = await attempt().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((tick) => setTimeout(tick, POLL_MS));
  }
}
