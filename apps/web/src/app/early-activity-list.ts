import type { ActivityPage } from '@peerconnect/contracts';
import {
  activityFiltersFrom,
  activityListPath,
} from '@/features/activities/api/activity-list-path';
import { startFetch, type FetchFailure } from '@/lib/api-fetch';
import { storage } from '@/lib/storage';

/** The activities list's first page, requested before the app could ask for it. */
export interface EarlyActivityList {
  path: string;
  /** The student it was asked for: another token must not take it. */
  token: string | null;
  at: number;
  fetched: Promise<Response | FetchFailure>;
}

declare global {
  interface Window {
    /** Left by the classic script (app/early-activities-script.ts) for app/early-data.ts. */
    earlyActivityList?: EarlyActivityList;
  }
}

/**
 * The first activity's picture is the list page's largest paint: it is fetched, first among the
 * page's pictures, as soon as the list answers instead of once the list has rendered.
 */
function preloadPicture(src: string | undefined) {
  if (!src) return;
  const link = document.createElement('link');
  const attributes = { rel: 'preload', as: 'image', href: src, fetchpriority: 'high' };
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.appendChild(link);
}

async function preloadFirstPicture(fetched: Promise<Response | FetchFailure>) {
  const response = await fetched;
  if (typeof response === 'string' || !response.ok) return;
  const page = (await response.clone().json()) as ActivityPage;
  preloadPicture(page.items[0]?.image);
}

/** The list's first page for the address's filters (`?category=&search=&sort=`). */
export function firstPagePath(search: string): string {
  return activityListPath(activityFiltersFrom(new URLSearchParams(search)));
}

/** Requests the first page the address asks for, then its first picture. */
export function requestActivityList(search: string): EarlyActivityList {
  const path = firstPagePath(search);
  const fetched = startFetch(path);
  // A page that is not JSON shows its error when the list reads it; the preload just gives up.
  preloadFirstPicture(fetched).catch(() => undefined);
  return { path, token: storage.token(), at: Date.now(), fetched };
}
