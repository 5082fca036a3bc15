/**
 * What this browser keeps of a signed-in student for offline use, in IndexedDB: the last-seen
 * screens (lib/offline-queries.ts) and the messages waiting to be sent (the chat's outbox). One
 * database each: idb-keyval keeps a single object store per database.
 */
import { clear, createStore, type UseStore } from 'idb-keyval';

const NAMES = ['queries', 'outbox'] as const;
type OfflineStoreName = (typeof NAMES)[number];

const stores = new Map<OfflineStoreName, UseStore>();

export function offlineStore(name: OfflineStoreName): UseStore {
  let store = stores.get(name);
  if (!store) {
    store = createStore(`peerconnect-${name}`, name);
    stores.set(name, store);
  }
  return store;
}

/** On signing out nothing of the student stays: their screens and unsent messages are erased. */
export async function clearOfflineData(): Promise<void> {
  await Promise.all(
    // A browser without IndexedDB (some private modes) kept nothing to erase.
    NAMES.map((name) => clear(offlineStore(name)).catch(() => undefined)),
  );
}
