/** The business constants and limits of the spec (§9), written once for both apps. */

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;

export const ACTIVITY_CATEGORIES = ['Academic', 'Social', 'Sports', 'Career', 'Other'] as const;

export const ACTIVITY_SORTS = ['newest', 'oldest', 'alphabetical'] as const;

export const LIMITS = {
  usernameMin: 3,
  usernameMax: 20,
  passwordMin: 6,
  /** bcrypt only reads the first 72 bytes; longer passwords are refused rather than truncated. */
  passwordMaxBytes: 72,
  graduationYearMin: 2020,
  graduationYearMax: 2030,
  profilePictureBytes: 5 * 1024 * 1024,
  activityImageBytes: 5 * 1024 * 1024,
  interestsPerList: 30,
  interestLength: 50,
  bioLength: 500,
  locationLength: 120,
  majorLength: 80,
  activityTitleLength: 120,
  activityDescriptionLength: 5000,
  chatMessageLength: 2000,
  chatCachePerActivity: 50,
  /** Messages per history request: the latest ones, or the next ones after a cursor. */
  chatPageSize: 50,
  activitiesPageSize: 20,
  activitiesPageMax: 100,
  activitySearchLength: 100,
  cursorLength: 500,
  clientIdMin: 8,
  clientIdMax: 64,
  presenceQueryMax: 100,
  wizardSteps: 3,
  dashboardJoinedShown: 3,
  dashboardSuggestionsShown: 3,
  dashboardRecommendedShown: 3,
  profileFriendsShown: 5,
  participantBubbles: 3,
  profileDescriptionCut: 100,
} as const;

export const CACHE_TTL = {
  cachedUser: 24 * HOUR,
  dashboard: 10 * MINUTE,
  profile: HOUR,
  activityDetail: 15 * MINUTE,
  similarActivities: HOUR,
  friends: 30 * MINUTE,
} as const;

export const TIMEOUTS = {
  defaultRequest: 60 * SECOND,
  loginRequest: 30 * SECOND,
  registerRequest: 30 * SECOND,
  loginRetries: 2,
  loginRetryDelay: 3 * SECOND,
  me: 5 * SECOND,
  meAfterLogin: 10 * SECOND,
  loadUserGuard: 4 * SECOND,
  userFetch: 10 * SECOND,
  userFetchRetryDelays: [1 * SECOND, 2 * SECOND],
  healthPingOnLoad: 3 * SECOND,
  healthPingOnLogin: 5 * SECOND,
  loadingSafetyNets: [1.5 * SECOND, 3 * SECOND, 5 * SECOND],
  protectedRouteSpinner: 2 * SECOND,
  protectedRouteHardCap: 3 * SECOND,
  appStartSpinner: 300,
  appStartFallback: 2 * SECOND,
  chunkLoad: 120 * SECOND,
  statusMessage: 3 * SECOND,
  profileErrorMessage: 5 * SECOND,
  activitiesRetryDelay: 1 * SECOND,
  typingIndicator: 3 * SECOND,
  friendRequestSentDisplay: 3 * SECOND,
} as const;

export const CHAT = {
  socketConnectTimeout: 10 * SECOND,
  reconnectAttempts: 10,
  reconnectDelay: 1 * SECOND,
  reconnectDelayMax: 5 * SECOND,
  randomizationFactor: 0.5,
  socketClientTimeout: 20 * SECOND,
  messageLoadTimeout: 8 * SECOND,
  socketFetchTimeout: 3 * SECOND,
  sendTimeout: 5 * SECOND,
  connectionWait: 5 * SECOND,
} as const;

export const UI = {
  navbarScrollThreshold: 10,
} as const;

/** Fixed figures the spec shows rather than computes. */
export const MATCH_THRESHOLDS = {
  high: 75,
  medium: 50,
} as const;

/** Friend-suggestion filter options of the dashboard, with their labels as shown. */
export const FRIEND_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'high', label: 'High Match (75%+)' },
  { value: 'medium', label: 'Medium Match (50%-74%)' },
  { value: 'new', label: 'New Friends' },
  { value: 'mutual', label: 'Mutual Friends' },
] as const;
