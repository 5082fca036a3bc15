import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { registerSW } from 'virtual:pwa-register';
import { env } from '@/config/env';

let newVersionFound = false;

/**
 * Registers the app's service worker (not in development: the dev server has no build to cache).
 * A new version found while the app is open takes over the worker at once, while the page sits
 * idle, and the page loads it on the next navigation inside the app: no page runs a mix of old
 * and new files, and nothing typed is lost to a reload out of nowhere. Taking over during that
 * navigation instead raced its requests, and Chromium then held the new version back for minutes.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || env.dev) return;
  const firstVisit = !navigator.serviceWorker.controller;
  const takeOver = registerSW({
    onNeedRefresh: () => {
      newVersionFound = true;
      void takeOver();
    },
    // Not now: the page loads the new version when the student moves on (below).
    onNeedReload: () => undefined,
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

/**
 * After a new version is found, the next navigation loads its page in full, from that version. A
 * page opened on a first visit is reloaded too, though the library counts it as no update.
 */
export function useNewVersionOnNavigation(): void {
  const { key } = useLocation();
  const shownKey = useRef(key);
  useEffect(() => {
    if (key === shownKey.current) return;
    shownKey.current = key;
    if (newVersionFound) window.location.reload();
  }, [key]);
}
