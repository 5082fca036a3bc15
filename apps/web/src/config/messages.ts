import type { InterestKind, NotificationType } from '@peerconnect/contracts';

/**
 * The web app's own texts, all under config/: here those of the shell, signing in, the account and
 * notifications (the bell is in the shell); each feature's own in config/<feature>.messages.ts,
 * loaded with its screens. What the API says arrives in its answers (contracts' *_MESSAGES).
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
  login: {
    title: 'Welcome Back',
    forgotPassword: 'Forgot password?',
    intro: 'Sign in to see your activities, friends and messages.',
    email: 'Email',
    password: 'Password',
    loggingIn: 'Logging in...',
    or: 'or',
    newHere: 'New to PeerConnect?',
    createAccount: 'Create an account',
  },
  // Unread counts, in the navigation and on the dashboard's rows, read after the number.
  unread: {
    suffix: ' unread',
    messages: (count: number) => ` unread ${count === 1 ? 'message' : 'messages'}`,
  },
  register: {
    progress: (step: number, of: number) => `${step} of ${of}`,
    continue: 'Continue',
    back: 'Back',
    createAccount: 'Create Account',
    creating: 'Creating...',
    title: 'Create your account',
    progressLabel: 'Registration progress',
    progressText: (step: number, of: number) => `Step ${step} of ${of}`,
    username: 'Username',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    major: 'Major (optional)',
    graduationYear: 'Expected graduation year (optional)',
    interestsTitle: 'What are you into?',
    tastesTitle: 'Music and screen',
    interestsHint: 'Add as many as you like: we use them to suggest activities and friends.',
    termsBefore: 'By creating an account you agree to the ',
    termsLink: 'Terms',
    termsBetween: ' and the ',
    privacyLink: 'Privacy Policy',
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

export const REGISTER_MESSAGES = {
  noToken: 'Invalid response from server',
  offline: 'Network error. Please check your internet connection.',
  failed: 'Registration failed',
  emailTaken: 'This email is already registered. Please use another email or try logging in.',
  usernameTaken: 'This username is already taken. Please choose another username.',
  serverErrorPrefix: 'Server Error: ',
  serverErrorHints: [
    'Your password may be too short (at least 6 characters).',
    'There may be network problems between you and the server.',
    'The server may be temporarily unavailable.',
  ],
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

/** The general interests, kept as free text (not one of the five tag lists). */
export const GENERAL_INTERESTS_LABEL = 'Interests';

/** How each interest list is named, at sign-up and on the profile. */
export const INTEREST_LABELS: Record<InterestKind, string> = {
  hobbies: 'Hobbies',
  favoriteSubjects: 'Favorite subjects',
  sports: 'Sports',
  musicGenres: 'Music genres',
  movieGenres: 'Movie and TV genres',
};

/** Password reset, address verification, and leaving with one's data. */
export const ACCOUNT_TEXT = {
  forgotTitle: 'Forgot your password?',
  emailLabel: 'Email',
  forgotIntro:
    'Enter the email of your account and we will send you a link to choose a new password.',
  sendLink: 'Send reset link',
  sending: 'Sending...',
  checkInbox: 'The link works once, for 30 minutes. Check your spam folder if it does not arrive.',
  backToLogin: 'Back to Log In',
  resetTitle: 'Choose a new password',
  resetIntro: 'Every device signed in to your account is signed out; this one signs in.',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  setPassword: 'Set new password',
  setting: 'Saving...',
  askAgain: 'Ask for a new link',
  verifyTitle: 'Verify your email',
  verifying: 'Verifying your email...',
  continueToApp: 'Continue to PeerConnect',
  bannerText: (email: string) => `Please verify your email address: we sent a link to ${email}.`,
  resend: 'Send the link again',
  resending: 'Sending...',
  dismiss: 'Dismiss',
  pendingEmail: (email: string) =>
    `Waiting for verification: ${email} becomes your email once you follow the link we sent to it.`,
  currentPasswordHint: 'Needed to change the email address',
  dataTitle: 'Your data',
  dataIntro:
    'Download your profile, friends, activities and the messages you sent, as a JSON file.',
  download: 'Download my data',
  downloading: 'Preparing...',
  dangerTitle: 'Danger zone',
  dangerIntro:
    'Deleting your account removes your profile, friendships and places in activities, and cancels the activities you organize. Messages you sent stay for the people you sent them to, from a deleted student.',
  deleteAccount: 'Delete my account',
  confirmDelete: 'Delete my account for good',
  deleting: 'Deleting...',
  passwordToConfirm: 'Your password, to confirm',
  cancel: 'Cancel',
  deletedNotice: 'This student deleted their account: you can read your conversation, not answer.',
} as const;

/** The notification screens (the sentences themselves come from the API). */
export const NOTIFICATION_TEXTS = {
  title: 'Notifications',
  bell: (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'),
  markAllRead: 'Mark all as read',
  seeAll: 'See all notifications',
  empty: 'You’re all caught up',
  emptyHint: 'Friend requests, changes to your activities and reminders will show up here.',
  unread: 'Unread',
  loading: 'Loading notifications...',
  failed: 'Could not load notifications.',
  retry: 'Try again',
  loadMore: 'Show older',
  justNow: 'just now',
  minutesAgo: (minutes: number) => `${minutes} min ago`,
  hoursAgo: (hours: number) => `${hours} h ago`,
  daysAgo: (days: number) => `${days} d ago`,
  settingsTitle: 'Notifications',
  settingsIntro: 'Choose what you hear about: in the app, by email, and pushed to your devices.',
  remindersTitle: 'Reminders',
  whatColumn: 'What',
  inApp: 'In the app',
  email: 'By email',
  push: 'Pushed',
  channelLabel: (type: string, channel: string) => `${type}: ${channel.toLowerCase()}`,
  reminderLabel: 'Remind me before my activities start',
  reminderOff: 'No reminder',
  reminderOption: (minutes: number) =>
    minutes % 1440 === 0
      ? `${minutes / 1440} day before`
      : minutes % 60 === 0
        ? `${minutes / 60} hour${minutes === 60 ? '' : 's'} before`
        : `${minutes} minutes before`,
  settingsFailed: 'Your change could not be saved. Please try again.',
  pushTitle: 'Notifications on this device',
  pushIntro: 'Get what you chose under “Pushed” on this device, even when PeerConnect is closed.',
  turnOnPush: 'Turn on notifications',
  turnOffPush: 'Turn off',
  pushOn: 'Notifications are on for this device.',
  pushDenied: 'Notifications are blocked for PeerConnect in this browser’s settings.',
  pushUnsupported: 'This browser cannot show notifications from PeerConnect.',
  pushFailed: 'Notifications could not be turned on. Please try again.',
  pushOffer: 'Want a notification when this activity changes, a reminder before it, or a message?',
  notNow: 'Not now',
  types: {
    'friend-request': 'Friend requests',
    'friend-accepted': 'Accepted friend requests',
    'activity-joined': 'Someone joins your activity',
    'activity-updated': 'Changes to activities you joined',
    'activity-cancelled': 'Cancelled activities',
    'direct-message': 'Messages while you are away',
    'activity-reminder': 'Activity reminders',
    'waitlist-promoted': 'A place for you off the waitlist',
    'report-outcome': 'What happened to your reports',
    'activity-invite': 'A friend invites you to an activity',
  } satisfies Record<NotificationType, string>,
};
