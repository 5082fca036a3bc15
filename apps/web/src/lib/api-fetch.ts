import { TIMEOUTS } from '@peerconnect/contracts';
import { env } from '@/config/env';
import { storage } from './storage';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

/** Why a call got no answer at all. */
export type FetchFailure = 'network' | 'timeout';

export function apiUrl(path: string): string {
  return `${env.apiUrl}${path}`;
}

/**
 * Sends one call to the API: JSON, a timeout, and the token in both auth headers. Kept apart from
 * reading the answer (lib/api-client.ts) and free of the app's error classes, so the classic
 * script that starts the activities list before the app loads (app/early-activities-script.ts)
 * sends exactly what the app would. It never rejects: a failure comes back as its kind.
 */
export async function startFetch(
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
