import {
  FRIEND_MESSAGES as M,
  sendFriendRequestSchema,
  userIdParamsSchema,
  type AcceptFriendResponse,
  type SendFriendRequest,
} from '@peerconnect/contracts';
import { Router, type Request, type RequestHandler } from 'express';
import { baseUrlOf } from '@/http/base-url';
import { currentUserId } from '@/http/middlewares/auth';
import { perUserRateLimit } from '@/http/middlewares/rate-limit';
import type { RateLimitStores } from '@/socket/adapter';
import { validate } from '@/http/middlewares/validate';
import { toFriendView, toReceivedRequestView, toSendResponse } from './friend-view';
import type { FriendsService } from './friends.service';

export function friendsRoutes(
  friends: FriendsService,
  publicUrl: string | undefined,
  rateLimitStores: RateLimitStores,
): Router {
  const router = Router();
  // Requests a student may send per 10 minutes, on all three paths together: enough for a busy
  // dashboard, too few to spam a campus.
  const requestLimit = perUserRateLimit(20, 10 * 60 * 1000, rateLimitStores('friend-requests'));
  const base = (req: Request) => baseUrlOf(req, publicUrl);

  /** One handler for the three request paths (spec §7: the client falls back from one to the next). */
  const sendTo =
    (recipientOf: (req: Request) => string): RequestHandler =>
    async (req, res) => {
      const outcome = await friends.send(currentUserId(req), recipientOf(req));
      res.status(outcome.status === 'pending' ? 201 : 200).json(toSendResponse(outcome, base(req)));
    };

  router.get('/', async (req, res) => {
    const list = await friends.friendsOf(currentUserId(req));
    res.json(list.map((friend) => toFriendView(friend, base(req))));
  });
  router.get('/requests', async (req, res) => {
    const requests = await friends.received(currentUserId(req));
    res.json(requests.map((request) => toReceivedRequestView(request, base(req))));
  });
  router.post(
    ['/request', '/request-by-id'],
    requestLimit,
    validate({ body: sendFriendRequestSchema }),
    sendTo((req) => (req.body as SendFriendRequest).userId),
  );
  router.post(
    '/request/:userId',
    requestLimit,
    validate({ params: userIdParamsSchema }),
    sendTo((req) => String(req.params.userId)),
  );
  router.put('/accept/:requestId', async (req, res) => {
    const friend = await friends.accept(currentUserId(req), req.params.requestId);
    res.json({ friend: toFriendView(friend, base(req)) } satisfies AcceptFriendResponse);
  });
  router.put('/reject/:requestId', async (req, res) => {
    await friends.reject(currentUserId(req), req.params.requestId);
    res.json({ message: M.requestDeclined });
  });
  router.delete('/:userId', async (req, res) => {
    await friends.unfriend(currentUserId(req), req.params.userId);
    res.json({ message: M.friendRemoved });
  });
  return router;
}
