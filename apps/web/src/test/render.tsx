import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Routes } from 'react-router-dom';
import { AuthProvider } from '@/features/auth';
import { createQueryClient } from '@/lib/query-client';

/** Renders a screen inside the app's providers at a given path. */
export function renderAt(path: string, routes: ReactElement) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AuthProvider>
          <Routes>{routes}</Routes>
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The part of a fetch Response the API client reads (jsdom has no Response class). */
export function jsonResponse(status: number, body: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
    clone: () => jsonResponse(status, body),
    headers: { get: () => null },
  } as unknown as Response;
}

/** Replaces fetch with a handler per "METHOD /path"; anything unexpected fails loudly. */
export function mockApi(handlers: Record<string, (body: unknown) => Response | Promise<Response>>) {
  const calls: { key: string; body: unknown }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ key, body });
    const handler = handlers[key];
    if (!handler) throw new TypeError(`unexpected request ${key}`);
    return handler(body);
  }) as typeof fetch;
  return calls;
}
