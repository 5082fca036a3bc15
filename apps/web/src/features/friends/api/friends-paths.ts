/**
 * The friend lists' API paths, apart from the query options so a screen's requests can start
 * before TanStack Query has loaded (app/early-data.ts).
 */
export const FRIENDS_API = {
  list: '/api/friends',
  requests: '/api/friends/requests',
  recommendations: '/api/recommendations/friends',
} as const;
