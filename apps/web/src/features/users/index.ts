/** Any student's public profile, as every feature that shows one reads it. */
export { getUserQueryOptions, USERS_KEY, useUser } from './api/get-user';
