import type { ActivityPage } from '@peerconnect/contracts';
import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';
import {
  activityFiltersFrom,
  activityListPath,
} from '@/features/activities/api/activity-list-path';
import { DASHBOARD_FIRST_REQUESTS } from '@/features/dashboard/api/dashboard-paths';
import { sendRequest, takeEarlyResponsesFrom, type ApiResponse } from '@/lib/api-client';
import { storage } from '@/lib/storage';

/** How long an answer started ahead waits to be claimed; later requests go to the network. */
const CLAIM_WITHIN_MS = 10_000;

const started = new Map<
  string,
  { response: Promise<ApiResponse<unknown>>; token: string | null; at: number }
>();

function start<T>(path: string): Promise<ApiResponse<T>> {
  const response = sendRequest<T>(path);
  // Unclaimed (the student went elsewhere), a failure must not surface as unhandled.
  response.catch(() => undefined);
  started.set(path, { response, token: storage.token(), at: Date.now() });
  return response;
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

/** What a signed-in screen starts as it opens, by the address that opens it. */
const FIRST_REQUESTS: [pattern: string, startRequests: (search: URLSearchParams) => void][] = [
  [paths.dashboard, () => DASHBOARD_FIRST_REQUESTS.forEach((path) => start(path))],
  [
    '/activities',
    (search) =>
      void start<ActivityPage>(activityListPath(activityFiltersFrom(search))).then(
        ({ data }) => preloadPicture(data.items[0]?.image),
        () => undefined,
      ),
  ],
];

/** Each answer goes once, to the same signed-in student, while fresh. */
function claim(path: string): Promise<ApiResponse<unknown>> | undefined {
  const early = started.get(path);
  started.delete(path);
  const usable =
    early && Date.now() - early.at < CLAIM_WITHIN_MS && early.token === storage.token();
  return usable ? early.response : undefined;
}

/**
 * Loaded by main.tsx beside the first screen's chunk when a student is signed in: the screen's
 * data requests start while its code downloads, instead of after it has rendered once, and its
 * queries (through lib/api-client.ts) take the answers.
 */
export function requestFirstScreenData({
  pathname,
  search,
}: Pick<Location, 'pathname' | 'search'>) {
  const match = FIRST_REQUESTS.find(([pattern]) => matchPath(pattern, pathname));
  if (!match) return;
  match[1](new URLSearchParams(search));
  takeEarlyResponsesFrom(claim);
}
