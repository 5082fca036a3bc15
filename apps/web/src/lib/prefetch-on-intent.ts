import { useEffect } from 'react';

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Calls `prefetch` with the path a student is about to open: a same-origin link they point at,
 * focus or touch, or an element marked `data-prefetch="/path"` (a form whose success leads there).
 * The screen's chunk then downloads while they finish the gesture or fill in the form.
 */
export function usePrefetchOnIntent(prefetch: (pathname: string) => void): void {
  useEffect(() => {
    const onIntent = (event: Event) => {
      if (!(event.target instanceof Element)) return;
      const target = event.target.closest('a[href], [data-prefetch]');
      if (target instanceof HTMLAnchorElement) {
        if (target.origin === window.location.origin) prefetch(target.pathname);
      } else if (target instanceof HTMLElement && target.dataset.prefetch) {
        prefetch(target.dataset.prefetch);
      }
    };
    for (const type of INTENT_EVENTS) {
      document.addEventListener(type, onIntent, { passive: true, capture: true });
    }
    return () => {
      for (const type of INTENT_EVENTS) {
        document.removeEventListener(type, onIntent, { capture: true });
      }
    };
  }, [prefetch]);
}
