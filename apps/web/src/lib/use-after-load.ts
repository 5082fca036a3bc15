import { startTransition, useEffect, useState } from 'react';

// Long enough for a screen's own data requests and their renders to go first.
const SETTLE_MS = 2000;

/**
 * False until the page has loaded, settled and the browser is idle: for extras (the unread badge
 * with its socket and schemas, about 45 KB gzipped) that must not compete with the screen's first
 * render and its data.
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    // What it brings renders in the background, in short tasks: input never waits on it.
    const becomeReady = () => startTransition(() => setReady(true));
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(becomeReady);
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        const timer = setTimeout(becomeReady);
        cancel = () => clearTimeout(timer);
      }
    };
    let settle: ReturnType<typeof setTimeout> | undefined;
    const afterLoad = () => {
      settle = setTimeout(whenIdle, SETTLE_MS);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      clearTimeout(settle);
      cancel();
    };
  }, []);
  return ready;
}
