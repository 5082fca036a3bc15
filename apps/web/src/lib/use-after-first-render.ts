import { useDeferredValue } from 'react';

/**
 * False in a component's first render, true in the background render React runs right after it
 * (in short tasks): what only starts loading code (lazy icons, the bell) stays out of the render
 * that the first paint waits for.
 */
export function useAfterFirstRender(): boolean {
  return useDeferredValue(true, false);
}
