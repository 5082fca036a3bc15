import { peopleRoutes as routes } from '@peerconnect/contracts';
import type { RequestHandler, Router } from 'express';
import { baseUrlOf } from '@/http/base-url';
import { declaredRouter, ok } from '@/http/declared-router';
import { currentUserId } from '@/http/middlewares/auth';
import { perUserRateLimit } from '@/http/middlewares/rate-limit';
import type { RateLimitStores } from '@/socket/adapter';
import { searchPeople } from './people-search';
import { popularInterests } from './popular-interests';

export function peopleRoutes(
  requireUser: RequestHandler,
  publicUrl: string | undefined,
  rateLimitStores: RateLimitStores,
): Router {
  const { router, on } = declaredRouter('/api/people');
  // Searches as a student types (the web waits for a pause): plenty for finding classmates, too
  // few to page through every student.
  const searchLimit = perUserRateLimit(120, 10 * 60 * 1000, rateLimitStores('people-search'));
  // Before the search's sign-in: sign-up shows these to visitors.
  on(routes.popularInterests, async (req) => {
    return ok({ interests: await popularInterests(req.validQuery.kind) });
  });
  on(routes.search, requireUser, searchLimit, async (req) => {
    return ok(await searchPeople(currentUserId(req), req.validQuery, baseUrlOf(req, publicUrl)));
  });
  return router;
}
