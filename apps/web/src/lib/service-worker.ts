import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { registerSW } from 'virtual:pwa-register';
import { env } from '@/config/env';

let activateWaiting: ((reload?: boolean) => Promise<void>) | undefined;

/**
 * Registers the app's service worker (not in development: the dev server has no build to cache).
 * A new version found while the app is open waits; the next navigation inside the app takes it
 * with a full load, so no page ever runs a mix of old and new files and nothing typed is lost
 * to a reload out of nowhere.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || env.dev) return;
  const firstVisit = !navigator.serviceWorker.controller;
  const update = registerSW({
    onNeedRefresh: () => {
      activateWaiting = update;
    },
  });
  // A first visit loaded its screen before there was a worker: the worker caches those files
  // now (workbox's CACHE_URLS message), so that screen opens offline as well.
  if (firstVisit) void navigator.serviceWorker.ready.then(cacheLoadedFiles);
}

function cacheLoadedFiles(registration: ServiceWorkerRegistration): void {
  const urlsToCache = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).pathname.startsWith('/static/'));
  registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}

/** With a new version waiting, the next navigation inside the app loads its page from it. */
export function useWaitingVersionOnNavigation(): void {
  const { key } = useLocation();
  const shownKey = useRef(key);
  useEffect(() => {
    if (key === shownKey.current) return;
    shownKey.current = key;
    void activateWaiting?.(true);
  }, [key]);
}
