/** Any student's public profile, as every feature that shows one reads it. */
export { getUserQueryOptions, useUser } from './api/get-user';
/** The account's sections of the settings page. */
export { AccountDeletion } from './components/account-deletion';
export { CalendarFeed } from './components/calendar-feed';
export { DataExport } from './components/data-export';
