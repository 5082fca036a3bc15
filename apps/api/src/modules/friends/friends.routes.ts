import {
  FRIEND_MESSAGES as M,
  friendRoutes as routes,
  type RouteReply,
} from '@peerconnect/contracts';
import type { Request, Router } from 'express';
import { baseUrlOf } from '@/http/base-url';
import { declaredRouter, ok } from '@/http/declared-router';
import { currentUserId } from '@/http/middlewares/auth';
import { perUserRateLimit } from '@/http/middlewares/rate-limit';
import type { RateLimitStores } from '@/socket/adapter';
import { toFriendView, toReceivedRequestView, toSendResponse } from './friend-view';
import type { FriendsService } from './friends.service';

export function friendsRoutes(
  friends: FriendsService,
  publicUrl: string | undefined,
  rateLimitStores: RateLimitStores,
): Router {
  const { router, on } = declaredRouter('/api/friends');
  // Requests a student may send per 10 minutes, on all three paths together: enough for a busy
  // dashboard, too few to spam a campus.
  const requestLimit = perUserRateLimit(20, 10 * 60 * 1000, rateLimitStores('friend-requests'));
  const base = (req: Request) => baseUrlOf(req, publicUrl);

  /** One answer for the three request paths (a client falls back from one to the next). */
  const send = async (
    req: Request,
    recipientId: string,
  ): Promise<RouteReply<typeof routes.request>> => {
    const outcome = await friends.send(currentUserId(req), recipientId);
    return {
      status: outcome.status === 'pending' ? 201 : 200,
      body: toSendResponse(outcome, base(req)),
    };
  };

  on(routes.list, async (req) => {
    const list = await friends.friendsOf(currentUserId(req));
    return ok(list.map((friend) => toFriendView(friend, base(req))));
  });
  on(routes.requests, async (req) => {
    const requests = await friends.received(currentUserId(req));
    return ok(requests.map((request) => toReceivedRequestView(request, base(req))));
  });
  for (const route of [routes.request, routes.requestById])
    on(route, requestLimit, (req) => send(req, req.body.userId));
  on(routes.requestTo, requestLimit, (req) => send(req, req.params.userId));
  on(routes.accept, async (req) => {
    const friend = await friends.accept(currentUserId(req), req.params.requestId);
    return ok({ friend: toFriendView(friend, base(req)) });
  });
  on(routes.reject, async (req) => {
    await friends.reject(currentUserId(req), req.params.requestId);
    return ok({ message: M.requestDeclined });
  });
  on(routes.unfriend, async (req) => {
    await friends.unfriend(currentUserId(req), req.params.userId);
    return ok({ message: M.friendRemoved });
  });
  return router;
}
