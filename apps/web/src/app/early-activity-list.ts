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

/** The list's first page for the address's filters (`?category=&search=&sort=`). */
export function firstPagePath(search: string): string {
  return activityListPath(activityFiltersFrom(new URLSearchParams(search)));
}

/** Requests the first page the address asks for. */
export function requestActivityList(search: string): EarlyActivityList {
  const path = firstPagePath(search);
  return { path, token: storage.token(), at: Date.now(), fetched: startFetch(path) };
}
