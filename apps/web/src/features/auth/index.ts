/**
 * What the rest of the app uses of sign-in: the session and its writers, the guards of the routes
 * and the reminder to verify one's address.
 */
export { useAuth } from './api/get-session';
export { useSignOut } from './api/sign-out';
export { replaceSessionToken, saveSessionUser } from './session';
export { SessionWatch } from './session-watch';
export { ProtectedRoute, VisitorRoute } from './components/protected-route';
export { VerifyEmailReminder } from './components/verify-email-reminder';
export { LinkedAccountsSection } from './components/linked-accounts-section';
