/** What other features use of moderation: the Report action on messages, profiles and activities. */
export { ReportButton } from './components/report-button';
