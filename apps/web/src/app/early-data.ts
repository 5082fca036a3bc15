import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';
import { DASHBOARD_FIRST_REQUESTS } from '@/features/dashboard/api/dashboard-paths';
import {
  readResponse,
  sendRequest,
  takeEarlyResponsesFrom,
  type ApiResponse,
} from '@/lib/api-client';
import { storage } from '@/lib/storage';
import { firstPagePath, requestActivityList } from './early-activity-list';

/** How long an answer started ahead waits to be claimed; later requests go to the network. */
const CLAIM_WITHIN_MS = 10_000;

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

/** What a signed-in screen starts as it opens, by the address that opens it. */
const FIRST_REQUESTS: [pattern: string, startRequests: (search: string) => void][] = [
  [paths.dashboard, () => DASHBOARD_FIRST_REQUESTS.forEach(start)],
  ['/activities', requestActivityListOnce],
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
  match[1](search);
  takeEarlyResponsesFrom(claim);
}
