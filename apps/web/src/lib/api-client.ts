import { CLIENT_MESSAGES } from '@peerconnect/contracts';
import { apiUrl, startFetch, type FetchFailure, type RequestOptions } from './api-fetch';

export { apiUrl, type RequestOptions } from './api-fetch';

export type ApiErrorKind = 'http' | FetchFailure;

/** A failed call, with the message to show and what went wrong, for screens that map it further. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status?: number,
    /** The server's own message, before the general mapping of spec §8. */
    readonly serverMessage?: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
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
  return serverMessage ?? `Request failed with status code ${status}`;
}

/** The one way the app talks to the API: JSON, a timeout, and the token in both auth headers. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiResponse<T>(path, options)).data;
}

export type ApiResponse<T> = { data: T; headers: Headers };

type EarlyResponses = (path: string) => Promise<ApiResponse<unknown>> | undefined;

/** Answers to GETs started ahead of their screen (installed by app/early-data.ts). */
let claimEarlyResponse: EarlyResponses | undefined;

export function takeEarlyResponsesFrom(claim: EarlyResponses): void {
  claimEarlyResponse = claim;
}

/** Like apiRequest, with the response headers (for pagination cursors). */
export function apiResponse<T>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const plainGet = (options.method ?? 'GET') === 'GET' && options.body === undefined;
  const early = plainGet ? claimEarlyResponse?.(path) : undefined;
  return (early as Promise<ApiResponse<T>> | undefined) ?? sendRequest<T>(path, options);
}

/** Reads what a call brought back: the answer's JSON, or the error to show. */
export async function readResponse<T>(fetched: Response | FetchFailure): Promise<ApiResponse<T>> {
  if (typeof fetched === 'string') throw new ApiRequestError(CLIENT_MESSAGES.networkError, fetched);
  const payload: unknown = await fetched.json().catch(() => undefined);
  if (!fetched.ok) {
    const serverMessage = (payload as { message?: unknown } | undefined)?.message;
    const text = typeof serverMessage === 'string' ? serverMessage : undefined;
    throw new ApiRequestError(generalMessage(fetched.status, text), 'http', fetched.status, text);
  }
  return { data: payload as T, headers: fetched.headers };
}

/** One request over the network, never an answer started ahead. */
export async function sendRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  return readResponse<T>(await startFetch(path, options));
}
