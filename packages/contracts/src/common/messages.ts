/** User-visible error and status texts of the spec (§8), written once for both apps. */

export const API_MESSAGES = {
  emailTaken: 'User already exists with this email',
  usernameTaken: 'Username is already taken',
  invalidCredentials: 'Invalid email or password',
  noToken: 'Not authorized, no token',
  invalidToken: 'Token is not valid',
  conflictingTokens: 'Conflicting authentication tokens',
  routeNotFound: 'Route not found',
  userNotFound: 'User not found',
  invalidJson: 'Invalid JSON in request body',
  payloadTooLarge: 'Payload too large',
  tooManyRequests: 'Too many requests, please try again later.',
  /** Sign-ins beyond what the password workers can take (503); the login screen shows it as is. */
  serverBusy: 'The server is busy, please try again in a moment.',
  serverError: 'Server error',
  invalidId: 'Invalid id',
  /** Operator keys ($set, $gt…), prototype keys, or a list where an object belongs. */
  invalidBody: 'Invalid request body',
  bodyTooDeep: 'Request body is nested too deeply',
  loggedOutEverywhere: 'Signed out on every device',
  originNotAllowed: 'Origin not allowed',
} as const;

export const CLIENT_MESSAGES = {
  serverError: 'Server error. Please try again later.',
  networkError: 'Network Error: Unable to connect to server',
  authError: 'Authentication error. Please log in again.',
  useAuthOutsideProvider: 'useAuth must be used within an AuthProvider',
  chunkLoadFailed: 'Part of the app failed to load. Check your connection and reload the page.',
} as const;

export const LOGIN_MESSAGES = {
  noToken: 'Invalid response from server - no token received',
  offline: 'Network error. Please check your internet connection.',
  invalidCredentials: 'Invalid email or password. Please try again.',
  failed: 'Failed to log in. Please try again later.',
  waking: 'Server is waking up... This may take up to 30 seconds.',
  unreachable:
    'Cannot reach the server. The hosting provider may be spinning it up after a period of inactivity; please wait a moment and try again.',
  fallback: 'Login failed. Please check your email and password.',
} as const;

export const REGISTER_MESSAGES = {
  noToken: 'Invalid response from server',
  offline: 'Network error. Please check your internet connection.',
  failed: 'Registration failed',
  emailTaken: 'This email is already registered. Please use another email or try logging in.',
  usernameTaken: 'This username is already taken. Please choose another username.',
  serverErrorPrefix: 'Server Error: ',
  /** Server texts the registration screen recognises (spec §8). */
  emailTakenFragment: 'already exists with this email',
  serverErrorDuringRegistration: 'Server error during registration',
  serverErrorHints: [
    'Your password may be too short (at least 6 characters).',
    'There may be network problems between you and the server.',
    'The server may be temporarily unavailable.',
  ],
} as const;

/** Shell texts of the spec (§2) shared by routes and layouts. */
export const APP_MESSAGES = {
  loadingProfile: 'Loading your profile...',
  pageNotFound: 'Page Not Found',
  returnHome: 'Return Home',
  goToDashboard: 'Go to Dashboard',
  switchToLight: 'Switch to light mode',
  switchToDark: 'Switch to dark mode',
} as const;
