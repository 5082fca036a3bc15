import { z } from 'zod';

/**
 * A whole number that may arrive as text, since multipart forms and query strings only carry
 * strings. Blank text becomes null so each caller decides what "empty" means.
 */
export function integerInput(message: string) {
  return z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text === '') return null;
    const number = typeof text === 'number' ? text : /^[+-]?\d+$/.test(text) ? Number(text) : NaN;
    if (Number.isSafeInteger(number)) return number;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
}
