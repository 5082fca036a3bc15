import { CLIENT_MESSAGES, TIMEOUTS } from '@peerconnect/contracts';
import { env } from '@/config/env';
import { storage } from './storage';

export type ApiErrorKind = 'http' | 'network' | 'timeout';

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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

export function apiUrl(path: string): string {
  return `${env.apiUrl}${path}`;
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

/** One request over the network, never an answer started ahead. */
export async function sendRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
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
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
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
    const kind = controller.signal.aborted ? 'timeout' : 'network';
    throw new ApiRequestError(CLIENT_MESSAGES.networkError, kind);
  } finally {
    clearTimeout(timer);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const serverMessage = (payload as { message?: unknown } | undefined)?.message;
    const text = typeof serverMessage === 'string' ? serverMessage : undefined;
    throw new ApiRequestError(generalMessage(response.status, text), 'http', response.status, text);
  }
  return { data: payload as T, headers: response.headers };
}
