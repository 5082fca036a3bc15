/** What other features use of activities: the key every activity query starts with, to refresh what a change made stale. */
export { ACTIVITIES_KEY } from './api/get-activities';
/** Joining from an invite's notification. */
export { useJoinFromInvite } from './api/join-from-invite';
/** An activity's details, live while its chat screen is open. */
export { getActivityQueryOptions, useLiveActivity } from './api/get-activity';
/** An activity's date as a row of a short list writes it. */
export { formatRowDate } from './format';
