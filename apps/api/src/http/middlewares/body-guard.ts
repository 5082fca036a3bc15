import { API_MESSAGES } from '@peerconnect/contracts';
import type { RequestHandler } from 'express';
import { badRequest } from '@/lib/app-error';

/** Deeper than any body the API accepts (the deepest, a profile, is 2 levels). */
export const MAX_BODY_DEPTH = 8;

/** Keys no request of ours uses and that only serve an attack: query operators and prototype names. */
const isForbiddenKey = (key: string) =>
  key.startsWith('$') || key === '__proto__' || key === 'constructor' || key === 'prototype';

/** The first problem of a parsed JSON value, walked without recursion so depth cannot overflow the stack. */
function problemOf(body: unknown): string | null {
  const pending: { value: unknown; depth: number }[] = [{ value: body, depth: 0 }];
  while (pending.length > 0) {
    const { value, depth } = pending.pop() as { value: unknown; depth: number };
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) return API_MESSAGES.bodyTooDeep;
    for (const [key, child] of Object.entries(value)) {
      if (isForbiddenKey(key)) return API_MESSAGES.invalidBody;
      pending.push({ value: child, depth: depth + 1 });
    }
  }
  return null;
}

/**
 * Refuses, before any route sees it, a JSON body that is a list where every route expects an object,
 * or that carries `$` operators (`{"email": {"$gt": ""}}`, `{"$set": …}`) or `__proto__`/`constructor`
 * keys anywhere. The contracts would drop or refuse most of these too; this makes the refusal loud
 * (400) and independent of each schema. Non-JSON bodies are left to the routes.
 */
export const bodyGuard: RequestHandler = (req, _res, next) => {
  if (!req.is('application/json') || req.body === undefined) return next();
  if (Array.isArray(req.body)) throw badRequest(API_MESSAGES.invalidBody);
  const problem = problemOf(req.body);
  if (problem) throw badRequest(problem);
  next();
};
