/**
 * What the rest of the app uses of sign-in: the session, the guards of the routes and the
 * reminder to verify one's address.
 */
export { AuthProvider, useAuth } from './auth-provider';
export { ProtectedRoute, VisitorRoute } from './components/protected-route';
export { VerifyEmailReminder } from './components/verify-email-reminder';
