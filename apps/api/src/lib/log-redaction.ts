/**
 * What never reaches a log line: email addresses, session tokens (JWTs), and the keys that travel
 * in URLs (link tokens in `?token=`, the calendar feed's secret in its path, `?email=` lookups).
 * Applied centrally by the logger to every value and message, so a new log call cannot leak them.
 */
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g;
/** Query parameters whose value is a key or an address. */
const SECRET_PARAMS = /([?&](?:token|email|secret|key|code|signature|password)=)[^&#\s"']*/gi;
/** Paths that carry a key: the calendar feed's secret address. */
const SECRET_PATHS = /(\/api\/calendar\/)[^/?#\s"']+?(\.ics)/g;

export const REDACTED = '[redacted]';

export function redactText(text: string): string {
  return text
    .replace(SECRET_PARAMS, `$1${REDACTED}`)
    .replace(SECRET_PATHS, `$1${REDACTED}$2`)
    .replace(JWT, REDACTED)
    .replace(EMAIL, '[email]');
}

const MAX_DEPTH = 6;

/** `value` with every string in it redacted (objects and arrays copied, others as they are). */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  if (value instanceof Error || Buffer.isBuffer(value) || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, redactValue(item, depth + 1)]),
  );
}
