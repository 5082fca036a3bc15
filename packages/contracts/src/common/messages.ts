/** The API's error texts, shown to students as they are. */

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
  /** A multipart body that cannot be read (truncated, or without its boundary). */
  invalidUpload: 'Invalid upload',
  /** A picture that would decode to more pixels than LIMITS.picturePixels (a decompression bomb). */
  imageTooManyPixels: 'Image must be at most 40 megapixels',
  /** Checked from the header, before any pixel is decoded. */
  imageBadShape: 'Image must be at most 20 times as long as it is wide (or as wide as it is long)',
  imageTooLong: 'Image is too long: at its stored width it would be over 16,383 pixels high',
  pictureNotFound: 'Picture not found',
  tooManyRequests: 'Too many requests, please try again later.',
  /** Sign-ins beyond what the password workers can take (503); the login screen shows it as is. */
  serverBusy: 'The server is busy, please try again in a moment.',
  databaseUnavailable: 'The database is unavailable, please try again in a moment.',
  /** The database's disk is full: the change was not saved (reads still work). */
  storageFull:
    'The server has no room to save this right now; nothing was changed. Please try again later.',
  serverError: 'Server error',
  /** A request the API cannot take as it is, when no more precise message applies. */
  invalidRequest: 'Invalid request',
  /** A duplicate the database refused that no field's own message describes. */
  alreadyExists: 'This already exists',
  invalidId: 'Invalid id',
  /** Operator keys ($set, $gt…), prototype keys, or a list where an object belongs. */
  invalidBody: 'Invalid request body',
  bodyTooDeep: 'Request body is nested too deeply',
  loggedOutEverywhere: 'Signed out on every device',
  originNotAllowed: 'Origin not allowed',
  /** A socket beyond the ones a student may hold open at once (a phone, a laptop, a few tabs). */
  tooManySockets: 'Too many open connections: close another tab or device and try again.',
} as const;
