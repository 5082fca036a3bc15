import { HOUR, MINUTE, SECOND } from '@peerconnect/contracts';

/** How long the web app waits for the API and shows passing states. */
export const TIMEOUTS = {
  defaultRequest: 60 * SECOND,
  loginRequest: 30 * SECOND,
  registerRequest: 30 * SECOND,
  loginRetries: 2,
  loginRetryDelay: 3 * SECOND,
  me: 5 * SECOND,
  userFetch: 10 * SECOND,
  healthPingOnLoad: 3 * SECOND,
  healthPingOnLogin: 5 * SECOND,
  /** How long a session check shows 'Loading your profile...' before the wake-up message. */
  protectedRouteSpinner: 2 * SECOND,
  /** How long a screen waits for its first data before it says the server is waking up. */
  wakingNotice: 2 * SECOND,
  appStartFallback: 2 * SECOND,
  chunkLoad: 120 * SECOND,
  statusMessage: 3 * SECOND,
  profileErrorMessage: 5 * SECOND,
  activitiesRetryDelay: 1 * SECOND,
  typingIndicator: 3 * SECOND,
  friendRequestSentDisplay: 3 * SECOND,
} as const;

/** How long each cached answer is trusted before it is asked for again. */
export const CACHE_TTL = {
  cachedUser: 24 * HOUR,
  dashboard: 10 * MINUTE,
  profile: HOUR,
  activityDetail: 15 * MINUTE,
  /** How often an open activity page asks for changes (places, cancellation). */
  activityLive: 10 * SECOND,
  similarActivities: HOUR,
  friends: 30 * MINUTE,
} as const;

/** The socket client's connection and chat timings. */
export const CHAT = {
  socketConnectTimeout: 10 * SECOND,
  /** Failed attempts in a row (while online) before the chat says it cannot connect. */
  failedAttemptsShownAsError: 3,
  reconnectDelay: 1 * SECOND,
  reconnectDelayMax: 5 * SECOND,
  randomizationFactor: 0.5,
  messageLoadTimeout: 8 * SECOND,
  socketFetchTimeout: 3 * SECOND,
  /** After a refused or unanswered presence question, it is asked again this much later. */
  presenceRetryDelay: 2 * SECOND,
  sendTimeout: 5 * SECOND,
  connectionWait: 5 * SECOND,
  /** An open chat is marked read this long after its last change (a burst marks once). */
  markReadDelay: 0.5 * SECOND,
  /** A kept message whose send failed is sent again after these waits, then the student is asked. */
  outboxRetryDelays: [2 * SECOND, 5 * SECOND, 15 * SECOND],
  /** A kept message refused as too fast is sent again after the server's Retry-After, or this. */
  outboxRateLimitedDelay: 10 * SECOND,
} as const;

/** Pixels scrolled before the navbar takes its raised look. */
export const NAVBAR_SCROLL_THRESHOLD = 10;
