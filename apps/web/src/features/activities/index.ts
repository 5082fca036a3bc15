/** What other features use of activities: the query keys, to refresh what a change made stale. */
export { activityKeys } from './api/activities-api';
