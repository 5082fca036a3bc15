/**
 * The web app's own texts, all under config/: here those of the shell, which every page loads;
 * each feature's own in config/<feature>.messages.ts, loaded with its screens. What the API says
 * arrives in its answers (contracts' *_MESSAGES).
 */
export const SHELL_MESSAGES = {
  offline: {
    title: "You're offline.",
    body: 'This is what you saw last; changes need a connection. Messages you send wait until you are back online.',
  },
  nav: {
    dashboard: 'Dashboard',
    activities: 'Activities',
    createActivity: 'Create Activity',
    friends: 'Friends',
    // The link's own label (CHAT_TEXT.messagesTitle heads the page): importing the chat's
    // text table here would put all of it in every page's first load.
    messages: 'Messages',
    login: 'Login',
    signUp: 'Sign Up',
    logout: 'Logout',
    moderation: 'Moderation',
    settings: 'Settings',
    label: 'Main',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  landing: {
    getStarted: 'Get Started',
    logIn: 'Log In',
    features: ['Discover Activities', 'Connect with Peers', 'Create Your Own'],
    featureTexts: [
      'Study groups, pick-up games, gaming nights and meetups happening around campus.',
      'Meet students who share your hobbies, subjects, sports and taste in music and film.',
      'Start an activity in a minute, pick a time and place, and see who joins.',
    ],
    title: 'Find your people on campus',
    lead: 'PeerConnect helps students find, join and create activities — and make friends with like-minded peers.',
    featuresLabel: 'What you can do',
    ctaTitle: 'Ready to meet your peers?',
    ctaText: 'Join an activity this week — it only takes a minute to sign up.',
    exploreActivities: 'Explore Activities',
    footer: (year: number) => `© ${year} PeerConnect · Made by students, for students.`,
  },
  // Unread counts, in the navigation and on the dashboard's rows, read after the number.
  unread: {
    suffix: ' unread',
    messages: (count: number) => ` unread ${count === 1 ? 'message' : 'messages'}`,
  },
} as const;

export const CLIENT_MESSAGES = {
  serverError: 'Server error. Please try again later.',
  networkError: 'Network Error: Unable to connect to server',
  authError: 'Authentication error. Please log in again.',
  chunkLoadFailed: 'Part of the app failed to load. Check your connection and reload the page.',
  somethingWentWrong: 'Something went wrong',
  reload: 'Reload',
  requestFailed: (status: number) => `Request failed with status code ${status}`,
} as const;

export const LOGIN_MESSAGES = {
  noToken: 'Invalid response from server - no token received',
  offline: 'Network error. Please check your internet connection.',
  invalidCredentials: 'Invalid email or password. Please try again.',
  failed: 'Failed to log in. Please try again later.',
  waking: 'Server is waking up... This may take up to 30 seconds.',
  unreachable:
    'Cannot reach the server. The hosting provider may be spinning it up after a period of inactivity; please wait a moment and try again.',
} as const;

/** Texts of the app shell, shared by routes and layouts. */
/** Each page's title, shown before ' · PeerConnect' in the browser's tab. */
/** A setting's save, said beside it. */
export const SAVE_TEXT = {
  saving: 'Saving…',
  saved: 'Saved',
} as const;

export const PAGE_TITLES = {
  home: 'Home',
  forgotPassword: 'Forgot password',
  resetPassword: 'Reset password',
  verifyEmail: 'Verify email',
  login: 'Log in',
  register: 'Sign up',
  dashboard: 'Dashboard',
  profile: 'Profile',
  newActivity: 'New activity',
  editActivity: 'Edit activity',
  activity: 'Activity',
  activities: 'Activities',
  messages: 'Messages',
  chat: 'Chat',
  activityChat: 'Group chat',
  friends: 'Friends',
  notifications: 'Notifications',
  moderation: 'Moderation',
  settings: 'Settings',
  gallery: 'Component gallery',
  notFound: 'Page not found',
  signingIn: 'Signing in',
  welcome: 'Welcome',
  terms: 'Terms',
  privacy: 'Privacy Policy',
} as const;

export const APP_MESSAGES = {
  loadingProfile: 'Loading your profile...',
  pageNotFound: 'Page Not Found',
  pageNotFoundHint: 'The page you are looking for does not exist or has moved.',
  returnHome: 'Return Home',
  goToDashboard: 'Go to Dashboard',
  switchToLight: 'Switch to light mode',
  switchToDark: 'Switch to dark mode',
  loadingApp: 'Loading PeerConnect...',
  loadingScreen: 'Loading...',
  tagPlaceholder: 'Type and press Enter',
  suggestionsLabel: (label: string) => `Popular ${label.toLowerCase()}`,
  addSuggestion: (tag: string) => `Add ${tag}`,
  tagsAdded: (label: string) => `${label} added`,
  removeTag: (tag: string) => `Remove ${tag}`,
} as const;

/** The banner asking a signed-in student to verify their address, in the shell. */
export const VERIFY_BANNER_TEXT = {
  title: 'Verify your email',
  text: (email: string) => `Please verify your email address: we sent a link to ${email}.`,
  resend: 'Send the link again',
  resending: 'Sending...',
  dismiss: 'Dismiss',
} as const;
