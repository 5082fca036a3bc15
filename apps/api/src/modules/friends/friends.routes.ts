import {
  FRIEND_MESSAGES as M,
  friendRoutes as routes,
  type AcceptFriendResponse,
} from '@peerconnect/contracts';
import type { Request, Response, Router } from 'express';
import { baseUrlOf } from '@/http/base-url';
import { declaredRouter } from '@/http/declared-router';
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
  const send = async (req: Request, res: Response, recipientId: string) => {
    const outcome = await friends.send(currentUserId(req), recipientId);
    res.status(outcome.status === 'pending' ? 201 : 200).json(toSendResponse(outcome, base(req)));
  };

  on(routes.list, async (req, res) => {
    const list = await friends.friendsOf(currentUserId(req));
    res.json(list.map((friend) => toFriendView(friend, base(req))));
  });
  on(routes.requests, async (req, res) => {
    const requests = await friends.received(currentUserId(req));
    res.json(requests.map((request) => toReceivedRequestView(request, base(req))));
  });
  for (const route of [routes.request, routes.requestById])
    on(route, requestLimit, (req, res) => send(req, res, req.body.userId));
  on(routes.requestTo, requestLimit, (req, res) => send(req, res, req.params.userId));
  on(routes.accept, async (req, res) => {
    const friend = await friends.accept(currentUserId(req), req.params.requestId);
    res.json({ friend: toFriendView(friend, base(req)) } satisfies AcceptFriendResponse);
  });
  on(routes.reject, async (req, res) => {
    await friends.reject(currentUserId(req), req.params.requestId);
    res.json({ message: M.requestDeclined });
  });
  on(routes.unfriend, async (req, res) => {
    await friends.unfriend(currentUserId(req), req.params.userId);
    res.json({ message: M.friendRemoved });
  });
  return router;
}
