/**
 * The `meta` of a query whose last answer is kept for offline use and shown read-only when the
 * network is gone (offline-queries.ts). Its own file: screens mark queries without loading
 * IndexedDB's code.
 */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { offline?: boolean };
  }
}

export const SHOWN_OFFLINE = { offline: true } as const;
