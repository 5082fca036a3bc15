import { registerSW } from 'virtual:pwa-register';

let activateWaiting: ((reload?: boolean) => Promise<void>) | undefined;

/**
 * Registers the app's service worker (not in development: the dev server has no build to cache).
 * A new version found while the app is open waits; the next navigation inside the app takes it
 * with a full load, so no page ever runs a mix of old and new files and nothing typed is lost
 * to a reload out of nowhere.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const update = registerSW({
    onNeedRefresh: () => {
      activateWaiting = update;
    },
  });
}

/** Called on each navigation: with a new version waiting, the new page loads from it. */
export function takeWaitingVersion(): void {
  void activateWaiting?.(true);
}
