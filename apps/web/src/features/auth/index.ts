/** What the rest of the app uses of sign-in: the session and the guards of the routes. */
export { AuthProvider, useAuth } from './auth-provider';
export { ProtectedRoute, VisitorRoute } from './components/protected-route';
export { VerifyEmailReminder } from './components/verify-email-reminder';
