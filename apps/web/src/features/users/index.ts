/** Any student's public profile, as every feature that shows one reads it. */
export { userKeys, userOptions, useUser } from './user-queries';
