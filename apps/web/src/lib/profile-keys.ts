/**
 * The keys of profile queries (the users feature reads them): a change of friendship made
 * elsewhere marks the profile it touches stale without importing the users feature.
 */
export const USERS_KEY = ['users'] as const;

export const profileKey = (id: string) => [...USERS_KEY, 'detail', id] as const;
