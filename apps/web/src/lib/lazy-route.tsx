import { TIMEOUTS } from '@peerconnect/contracts';
import { use, type ComponentType, type JSX } from 'react';

export class ChunkLoadError extends Error {
  constructor() {
    super('Loading a part of the app failed or took too long');
    this.name = 'ChunkLoadError';
  }
}

export type LazyScreen<P extends object> = ((props: P) => JSX.Element) & {
  /** Starts (once) loading the screen's chunk; rendering it afterwards shows no fallback. */
  preload(): Promise<unknown>;
};

/**
 * A lazily loaded screen whose script chunk fails clearly after 120 s instead of hanging forever.
 * Unlike React.lazy it can be loaded ahead (prefetch, or the first screen before the first
 * render): React 19 holds a Suspense boundary's content back until 300 ms after its fallback
 * showed, so a screen that suspends, even briefly, paints at least that much later.
 */
export function lazyRoute<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyScreen<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    if (!loading) {
      const started = new Promise<{ default: ComponentType<P> }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new ChunkLoadError()), TIMEOUTS.chunkLoad);
        load()
          .then(resolve, () => reject(new ChunkLoadError()))
          .finally(() => clearTimeout(timer));
      });
      // Marked settled the way React's `use` reads a promise, so a loaded screen never suspends.
      started.then(
        (module) => Object.assign(started, { status: 'fulfilled', value: module }),
        () => undefined,
      );
      loading = started;
    }
    return loading;
  };
  function Screen(props: P) {
    const { default: Loaded } = use(preload());
    return <Loaded {...props} />;
  }
  return Object.assign(Screen, { preload });
}
