import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Routes } from 'react-router-dom';
import { VirtuosoMockContext } from 'react-virtuoso';
import { SessionWatch } from '@/features/auth';
import { createQueryClient } from '@/lib/query-client';

/** jsdom lays nothing out, so virtual lists are told a size: room for a few hundred rows. */
const VIRTUAL_LIST_SIZE = { viewportHeight: 10_000, itemHeight: 40 };

/** Renders a screen inside the app's providers at a given path. */
export function renderAt(path: string, routes: ReactElement) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <VirtuosoMockContext.Provider value={VIRTUAL_LIST_SIZE}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>{routes}</Routes>
          <SessionWatch />
        </MemoryRouter>
      </VirtuosoMockContext.Provider>
    </QueryClientProvider>,
  );
}

/** The part of a fetch Response the API client reads (jsdom has no Response class). */
export function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  const byName = new Map(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
    clone: () => jsonResponse(status, body, headers),
    headers: { get: (name: string) => byName.get(name.toLowerCase()) ?? null },
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
