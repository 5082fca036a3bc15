import { FRIENDS_API } from '@/features/friends/api/friends-paths';

/** The dashboard's own API paths (see friends-paths.ts for why they stand apart). */
export const DASHBOARD_API = {
  insights: '/api/recommendations/insights',
  recommended: '/api/recommendations',
} as const;

/** Everything the dashboard asks for on opening, in the order it shows them. */
export const DASHBOARD_FIRST_REQUESTS = [
  DASHBOARD_API.insights,
  FRIENDS_API.list,
  FRIENDS_API.requests,
  FRIENDS_API.recommendations,
  DASHBOARD_API.recommended,
];
