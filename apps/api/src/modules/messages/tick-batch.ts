/**
 * Calls made in the same turn of the event loop, answered by one piece of work: a burst of chat
 * messages arrives from many sockets at once, and one database command for all of them costs
 * little more than one for each (most of a round trip is encoding and dispatch, not the data).
 */

/** One call waiting for its batch: what it asked and how to answer it. */
export interface BatchedCall<In, Out> {
  input: In;
  resolve(value: Out): void;
  reject(error: unknown): void;
}

/**
 * A function whose calls are collected until the event loop has handled the I/O at hand
 * (setImmediate) and then handed to `run` together. `run` answers each call; if it throws, every
 * call it left unanswered fails with that error.
 */
export function batchPerTick<In, Out>(
  run: (calls: BatchedCall<In, Out>[]) => Promise<void>,
): (input: In) => Promise<Out> {
  let waiting: BatchedCall<In, Out>[] = [];

  function flush(): void {
    const calls = waiting;
    waiting = [];
    // Answering a call twice is a no-op, so failing "all" only reaches those still open.
    run(calls).catch((error: unknown) => calls.forEach((call) => call.reject(error)));
  }

  return (input) =>
    new Promise<Out>((resolve, reject) => {
      if (waiting.length === 0) setImmediate(flush);
      waiting.push({ input, resolve, reject });
    });
}
