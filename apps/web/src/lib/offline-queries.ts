/**
 * The last-seen screens, kept for offline use: the queries marked `meta: { offline: true }` (the
 * dashboard's, the activities list, activities opened, conversations and group chats) are saved
 * to IndexedDB for the signed-in student as they change. Opened or gone offline without a
 * network, the app puts them back in the cache, marked outdated, so they show read-only and are
 * fetched again once the network returns.
 * Signing out erases them (offline-data.ts). Loaded once there is a session (keep-screens-offline.ts).
 */
import { HOUR, SECOND } from '@peerconnect/contracts';
import {
  dehydrate,
  hydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { get, set } from 'idb-keyval';
import { offlineStore } from './offline-data';
import { storage } from './storage';

type SavedQuery = DehydratedState['queries'][number];

interface SavedScreens {
  savedAt: number;
  /** The app's build that saved them: another build's data may not fit its screens. */
  build: string;
  queries: SavedQuery[];
}

/** What was seen longer ago than this is not shown as what the student last saw. */
const MAX_AGE = 7 * 24 * HOUR;
/** A burst of answers (a screen's queries arriving together) is written once. */
const SAVE_WAIT = 1 * SECOND;
/** Each activity filter is a query of its own: the newest ones are kept, storage stays small. */
const MAX_QUERIES = 40;

const store = () => offlineStore('queries');
const keyOf = (userId: string) => `screens-${userId}`;
const currentUserId = () => storage.cachedUser()?.user._id ?? null;
/** The entry script's address names the build: its hash changes with any screen's code. */
const currentBuild = () =>
  document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '';

const isKept = (query: Query) => query.meta?.offline === true && query.state.status === 'success';

const isSavedScreens = (value: unknown): value is SavedScreens =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SavedScreens).savedAt === 'number' &&
  Array.isArray((value as SavedScreens).queries);

/** The student's saved queries by hash, dropping what has grown too old. */
async function readSaved(userId: string): Promise<Map<string, SavedQuery>> {
  const saved = await get<unknown>(keyOf(userId), store()).catch(() => undefined);
  const recent =
    isSavedScreens(saved) && saved.build === currentBuild()
      ? saved.queries.filter((query) => Date.now() - query.state.dataUpdatedAt < MAX_AGE)
      : [];
  return new Map(recent.map((query) => [query.queryHash, query]));
}

/** Adds what the cache holds now to what was saved before (screens not visited this time stay). */
async function save(client: QueryClient): Promise<void> {
  const userId = currentUserId();
  if (!userId) return;
  // Read each time, not remembered: after a sign-out's erasing nothing old comes back.
  const queries = await readSaved(userId);
  for (const query of dehydrate(client, { shouldDehydrateQuery: isKept }).queries) {
    queries.set(query.queryHash, query);
  }
  const newest = [...queries.values()]
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, MAX_QUERIES);
  // Signed out meanwhile: nothing is written back after the erasing.
  if (currentUserId() !== userId) return;
  const screens: SavedScreens = { savedAt: Date.now(), build: currentBuild(), queries: newest };
  await set(keyOf(userId), screens, store()).catch(() => undefined);
}

/**
 * Puts the saved screens into the cache where it has nothing newer. Marked outdated, they are
 * fetched again as soon as a screen shows them and the network allows.
 */
async function restore(client: QueryClient): Promise<void> {
  const userId = currentUserId();
  if (!userId) return;
  const queries = [...(await readSaved(userId)).values()];
  if (currentUserId() !== userId) return;
  hydrate(client, {
    queries: queries.map((query) => ({ ...query, state: { ...query.state, isInvalidated: true } })),
  });
}

/** Starts keeping the screens: restores them now if offline, and whenever the network goes. */
export function keepScreensOffline(client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (!isKept(event.query)) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      void save(client);
    }, SAVE_WAIT);
  });
  // Leaving or hiding the page writes what is waiting at once: a reload would drop the timer.
  const saveNow = () => {
    if (document.visibilityState !== 'hidden' || timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    void save(client);
  };
  const goneOffline = () => void restore(client);
  document.addEventListener('visibilitychange', saveNow);
  window.addEventListener('offline', goneOffline);
  if (!navigator.onLine) goneOffline();
  return () => {
    clearTimeout(timer);
    unsubscribe();
    document.removeEventListener('visibilitychange', saveNow);
    window.removeEventListener('offline', goneOffline);
  };
}
