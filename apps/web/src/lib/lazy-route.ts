import { TIMEOUTS } from '@peerconnect/contracts';
import { lazy, type ComponentType } from 'react';

export class ChunkLoadError extends Error {
  constructor() {
    super('Loading a part of the app failed or took too long');
    this.name = 'ChunkLoadError';
  }
}

/** A lazily loaded screen whose script chunk fails clearly after 120 s instead of hanging forever. */
export function lazyRoute<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(
    () =>
      new Promise<{ default: ComponentType<P> }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new ChunkLoadError()), TIMEOUTS.chunkLoad);
        load()
          .then(resolve, () => reject(new ChunkLoadError()))
          .finally(() => clearTimeout(timer));
      }),
  );
}
