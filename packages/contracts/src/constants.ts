/** The domain's constants and limits, written once for the API and the web app. */

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;

export const ACTIVITY_CATEGORIES = ['Academic', 'Social', 'Sports', 'Career', 'Other'] as const;

/** How often a series repeats: every week, or every other week. */
export const SERIES_FREQUENCIES = ['weekly', 'biweekly'] as const;

export const ACTIVITY_SORTS = ['newest', 'oldest', 'alphabetical'] as const;

export const LIMITS = {
  usernameMin: 3,
  usernameMax: 20,
  /** The longest address SMTP carries (RFC 5321). */
  emailMax: 254,
  passwordMin: 6,
  /** bcrypt only reads the first 72 bytes; longer passwords are refused rather than truncated. */
  passwordMaxBytes: 72,
  graduationYearMin: 2020,
  graduationYearMax: 2030,
  profilePictureBytes: 5 * 1024 * 1024,
  activityImageBytes: 5 * 1024 * 1024,
  /** Pixels an upload may decode to: a 5 MB phone photo is 12 to 24 megapixels. */
  picturePixels: 40_000_000,
  /** The longer side of a picture at most this many times its shorter side (a long screenshot). */
  pictureAspectRatio: 20,
  /** WebP's largest side, which a stored size may not exceed. */
  pictureOutputSide: 16_383,
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
  notificationsPageSize: 20,
  notificationsPageMax: 50,
  /** Notifications kept per student; older ones go first. */
  notificationsKept: 500,
  notificationsKeptDays: 90,
  reminderMinutesDefault: 60,
  reminderMinutesMin: 15,
  reminderMinutesMax: 1440,
  clientIdMin: 8,
  clientIdMax: 64,
  presenceQueryMax: 100,
  /** Activity chats one join-activity-rooms event may name (the inbox's, at each connection). */
  activityRoomsPerJoin: 500,
  /** An activity without an end lasts this long. */
  activityDefaultHours: 2,
  activityMaxDays: 7,
  cancelReasonLength: 300,
  /** A weekly series is created at most this many dates ahead. */
  seriesMaxOccurrences: 26,
  peopleSearchLength: 50,
  peoplePageSize: 20,
  /** Students a search ranks; beyond them it asks for a narrower search. */
  peopleSearchRanked: 500,
  popularInterests: 12,
  /** Friends invited to an activity in one go. */
  invitesPerRequest: 20,
} as const;
