import { PUSH_MESSAGES, pushRoutes as routes } from '@peerconnect/contracts';
import type { RequestHandler, Router } from 'express';
import { declaredRouter, ok } from '@/http/declared-router';
import { currentUserId } from '@/http/middlewares/auth';
import type { PushService } from './push.service';

export function pushRoutes(push: PushService, requireUser: RequestHandler): Router {
  const { router, on } = declaredRouter('/api');
  on(routes.publicKey, () => ok({ publicKey: push.publicKey }));
  on(routes.subscribe, requireUser, async (req) => {
    await push.subscribe(currentUserId(req), req.body);
    return { status: 201, body: { message: PUSH_MESSAGES.subscribed } };
  });
  on(routes.unsubscribe, requireUser, async (req) => {
    await push.unsubscribe(currentUserId(req), req.body.endpoint);
    return { status: 204 };
  });
  return router;
}
