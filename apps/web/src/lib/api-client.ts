import {
  routeUrl,
  type ApiError,
  type ApiErrorCode,
  type Endpoint,
  type Route,
  type RouteAt,
  type RouteInput,
  type RouteResult,
} from '@peerconnect/contracts';
import { env } from '@/config/env';
import { CLIENT_MESSAGES } from '@/config/messages';
import { TIMEOUTS } from '@/config/timeouts';
import { storage } from './storage';

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

/** How one call is sent, beside what it sends. */
export type CallOptions = Pick<RequestOptions, 'timeoutMs' | 'headers'>;

/** What a call sends: the route's params, query and body; a route taking a file also takes FormData. */
export type CallInput<E extends Endpoint> = RouteCallInput<RouteAt<E>>;

type RouteCallInput<R extends Route> = R['multipartFile'] extends string
  ? Omit<RouteInput<R>, 'body'> & { body: RouteInput<R>['body'] | FormData }
  : RouteInput<R>;

type CallArgs<E extends Endpoint> =
  Record<string, never> extends CallInput<E>
    ? [input?: CallInput<E>, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions];

/** Why a call got no answer at all. */
type FetchFailure = 'network' | 'timeout';

export function apiUrl(path: string): string {
  return `${env.apiUrl}${path}`;
}

/** Sends one call: JSON, a timeout, and the token in both auth headers; a failure comes back as its kind. */
async function startFetch(
  path: string,
  options: RequestOptions = {},
): Promise<Response | FetchFailure> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? TIMEOUTS.defaultRequest);
  const token = storage.token();
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const multipart = options.body instanceof FormData;
  // The browser sets multipart's Content-Type itself, with the boundary.
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  if (token) {
    headers['x-auth-token'] = token;
    headers.Authorization = `Bearer ${token}`;
  }
  try {
    return await fetch(apiUrl(path), {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined
          ? undefined
          : multipart
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch {
    return controller.signal.aborted ? 'timeout' : 'network';
  } finally {
    clearTimeout(timer);
  }
}

/** 'invalid-response': the server answered, but not with what the route declares. */
export type ApiErrorKind = 'http' | 'invalid-response' | FetchFailure;

/** A failed call, with the message to show and what went wrong, for screens that map it further. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status?: number,
    /** The server's own message, before the general mapping for server errors. */
    readonly serverMessage?: string,
    /** What went wrong, as the API names it: what screens branch on. */
    readonly code?: ApiErrorCode,
    /** How long the server asked to wait before trying again (its Retry-After header). */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** Codes of a server that failed rather than refused: screens show their own text for these. */
const SERVER_FAULTS = new Set<ApiErrorCode>([
  'SERVER_ERROR',
  'SERVER_BUSY',
  'DATABASE_UNAVAILABLE',
  'STORAGE_FULL',
]);

/** The server refused the request for a reason of its own, worth showing as it says it. */
export function isRefusal(error: unknown): error is ApiRequestError & { code: ApiErrorCode } {
  return (
    error instanceof ApiRequestError && error.code !== undefined && !SERVER_FAULTS.has(error.code)
  );
}

/** The request failed with this code (a refusal or a fault the server named). */
export function hasCode(error: unknown, ...codes: ApiErrorCode[]): error is ApiRequestError {
  return error instanceof ApiRequestError && error.code !== undefined && codes.includes(error.code);
}

/** Relative image paths from the API become absolute against the API's base address. */
export function absoluteImageUrl(path: string | undefined | null): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return apiUrl(path.startsWith('/') ? path : `/${path}`);
}

function generalMessage(status: number, serverMessage: string | undefined): string {
  if (status >= 500) return CLIENT_MESSAGES.serverError;
  if (status === 401) console.warn(CLIENT_MESSAGES.authError);
  return serverMessage ?? CLIENT_MESSAGES.requestFailed(status);
}

export type ApiResponse<T> = { data: T; headers: Headers };

/**
 * The one way the app talks to the API: a route declared in the contracts, called at its endpoint
 * with its typed input (JSON, a timeout, and the token in both auth headers), answering its typed
 * result. Endpoints carry no schemas, so calling one loads no zod.
 */
export async function apiCall<E extends Endpoint>(
  route: E,
  ...args: CallArgs<E>
): Promise<RouteResult<RouteAt<E>>> {
  return (await apiResponse(route, ...args)).data;
}

/** Reads what a call brought back: the answer's JSON, or the error to show. */
async function readResponse<T>(fetched: Response | FetchFailure): Promise<ApiResponse<T>> {
  if (typeof fetched === 'string') throw new ApiRequestError(CLIENT_MESSAGES.networkError, fetched);
  const payload: unknown = await fetched.json().catch(() => undefined);
  if (!fetched.ok) {
    const { message, code } = (payload ?? {}) as Partial<ApiError>;
    const text = typeof message === 'string' ? message : undefined;
    const status = fetched.status;
    const retryAfterS = Number(fetched.headers.get('Retry-After'));
    const retryAfterMs = retryAfterS > 0 ? retryAfterS * 1000 : undefined;
    throw new ApiRequestError(
      generalMessage(status, text),
      'http',
      status,
      text,
      code,
      retryAfterMs,
    );
  }
  // The one place JSON becomes the route's declared type: the API's handlers are checked against
  // the same declarations, and parsing here would bring every schema (zod) into the first screen.
  return { data: payload as T, headers: fetched.headers };
}

/** Like apiCall, with the response headers (for pagination cursors). */
export async function apiResponse<E extends Endpoint>(
  route: E,
  ...[input, options]: CallArgs<E>
): Promise<ApiResponse<RouteResult<RouteAt<E>>>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const path = routeUrl(route, params, query);
  const method = route.method.toUpperCase() as RequestOptions['method'];
  return readResponse(await startFetch(path, { ...options, method, body }));
}

/** A call whose answer is a file (a calendar event): its bytes, or the error to show. */
export async function apiFile<E extends Endpoint>(
  route: E,
  ...[input, options]: CallArgs<E>
): Promise<Blob> {
  const { params, query } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
  };
  const fetched = await startFetch(routeUrl(route, params, query), { ...options, method: 'GET' });
  // A refusal or a failed fetch throws here, as for any call.
  if (typeof fetched === 'string' || !fetched.ok) await readResponse(fetched);
  return (fetched as Response).blob();
}
