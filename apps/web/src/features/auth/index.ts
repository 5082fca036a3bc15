/**
 * What the rest of the app uses of sign-in: the session and the guards of the routes (the
 * verification reminder is loaded on its own by the layout, for the students who need it).
 */
export { AuthProvider, useAuth } from './auth-provider';
export { ProtectedRoute, VisitorRoute } from './components/protected-route';
