import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';
import { activityListOptions } from '@/features/activities/api/activities-api';
import { activityFiltersFrom } from '@/features/activities/api/activity-list-path';
import { DASHBOARD_FIRST_REQUESTS } from '@/features/dashboard/api/dashboard-paths';
import {
  readResponse,
  sendRequest,
  takeEarlyResponsesFrom,
  type ApiResponse,
} from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { storage } from '@/lib/storage';
import { firstPagePath, requestActivityList } from './early-activity-list';

/** How long an answer started ahead waits to be claimed; later requests go to the network. */
const CLAIM_WITHIN_MS = 10_000;
/** How long the first render waits for its screen's data before it shows the loading state. */
const FIRST_RENDER_WAITS_MS = 1_000;

interface Started {
  response: Promise<ApiResponse<unknown>>;
  token: string | null;
  at: number;
}

const started = new Map<string, Started>();

function keep(path: string, early: Started) {
  // Unclaimed (the student went elsewhere), a failure must not surface as unhandled.
  early.response.catch(() => undefined);
  started.set(path, early);
}

function start(path: string) {
  keep(path, { response: sendRequest(path), token: storage.token(), at: Date.now() });
}

/**
 * The list the classic script asked for while the page was parsed (app/early-activities-script.ts)
 * if it is the one this address wants, for the student signed in now; otherwise it is asked now.
 * The script's request is taken over once.
 */
function requestActivityListOnce(search: string) {
  const early = window.earlyActivityList;
  delete window.earlyActivityList;
  const wanted = early?.path === firstPagePath(search) && early.token === storage.token();
  const { path, fetched, token, at } = wanted ? early : requestActivityList(search);
  keep(path, { response: fetched.then((answer) => readResponse(answer)), token, at });
}

/**
 * The activities list's first page in the query cache before the first render, taken from the
 * answer already on its way: the page then renders its cards at once instead of loading cards
 * first, and the first picture the shell already shows (app/early-first-picture.ts) stays.
 */
function activityListReady(search: string): Promise<unknown> {
  const filters = activityFiltersFrom(new URLSearchParams(search));
  return Promise.race([
    queryClient.prefetchInfiniteQuery(activityListOptions(filters)),
    new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAITS_MS)),
  ]);
}

interface FirstScreen {
  pattern: string;
  /** Starts the screen's requests. */
  start: (search: string) => void;
  /** What its first render waits for (briefly), once the requests can be claimed. */
  ready?: (search: string) => Promise<unknown>;
}

/** What a signed-in screen starts as it opens, by the address that opens it. */
const FIRST_SCREENS: FirstScreen[] = [
  { pattern: paths.dashboard, start: () => DASHBOARD_FIRST_REQUESTS.forEach(start) },
  { pattern: '/activities', start: requestActivityListOnce, ready: activityListReady },
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
 * queries (through lib/api-client.ts) take the answers. Resolves when the first render may start.
 */
export async function requestFirstScreenData({
  pathname,
  search,
}: Pick<Location, 'pathname' | 'search'>): Promise<void> {
  const screen = FIRST_SCREENS.find(({ pattern }) => matchPath(pattern, pathname));
  if (!screen) return;
  screen.start(search);
  takeEarlyResponsesFrom(claim);
  await screen.ready?.(search);
}
