import type { QueryClient } from '@tanstack/react-query';
import { storage } from './storage';

/**
 * The last-seen screens are a signed-in student's (offline-queries.ts): their code, IndexedDB's
 * included, loads once there is a session, so a visitor's first load has none of it. A sign-in
 * writes the session to the query cache, which says when one begins.
 */
export function keepScreensOfflineOnceSignedIn(client: QueryClient): void {
  const start = () =>
    void import('./offline-queries').then(({ keepScreensOffline }) => keepScreensOffline(client));
  if (storage.token()) return start();
  const unsubscribe = client.getQueryCache().subscribe(() => {
    if (!storage.token()) return;
    unsubscribe();
    start();
  });
}
