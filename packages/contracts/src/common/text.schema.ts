import { z } from 'zod';

/** A required text field: missing, non-text and blank all give the same message. */
export function requiredText(message: string, max?: { length: number; message: string }) {
  const base = z.string({ error: message }).trim().min(1, message);
  return max ? base.max(max.length, max.message) : base;
}

/** Optional free text: trimmed, empty becomes undefined. */
export function optionalText(max: number, label: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional();
}

/**
 * Text typed into a search box: NUL and the other control characters are refused (400), never
 * passed on to a query (MongoDB cannot take NUL inside a pattern).
 */
export function queryText(max: { length: number; message: string }, controlMessage: string) {
  return (
    z
      .string()
      .trim()
      .max(max.length, max.message)
      // eslint-disable-next-line no-control-regex -- finding control characters is the point.
      .refine((text) => !/[\u0000-\u001f\u007f]/.test(text), controlMessage)
  );
}
