import { useSyncExternalStore } from 'react';
import { SHELL_MESSAGES } from '@/config/messages';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const offline = () => !navigator.onLine;

/**
 * Without a network, signed-in screens show what the student last saw (lib/offline-queries.ts):
 * this says so above every screen, and that changes wait for the connection.
 */
export function OfflineNotice() {
  if (!useSyncExternalStore(subscribe, offline, () => false)) return null;
  return (
    <p className="offline-notice" role="status">
      <strong>{SHELL_MESSAGES.offline.title}</strong> {SHELL_MESSAGES.offline.body}
    </p>
  );
}
