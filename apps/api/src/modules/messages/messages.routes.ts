import {
  activityIdParamsSchema,
  messageHistoryQuerySchema,
  sendActivityMessageRequestSchema,
  sendDirectMessageRequestSchema,
  userIdParamsSchema,
  type MessageHistoryQuery,
  type SendActivityMessageRequest,
  type SendDirectMessageRequest,
} from '@peerconnect/contracts';
import { Router } from 'express';
import { absolute, baseUrlOf } from '@/http/base-url';
import { currentUserId } from '@/http/middlewares/auth';
import { perUserRateLimit } from '@/http/middlewares/rate-limit';
import type { RateLimitStores } from '@/socket/adapter';
import { validate } from '@/http/middlewares/validate';
import type { MessageDelivery } from './messages.delivery';
import type { MessagesService } from './messages.service';

const history = (params: typeof activityIdParamsSchema | typeof userIdParamsSchema) =>
  validate({ params, query: messageHistoryQuerySchema });

/**
 * The chats over HTTP (spec §7), same rules as the socket events. A message posted here is
 * delivered over the socket like a socket-sent one; a retry with the same clientId answers 200
 * with the stored message and delivers nothing again.
 */
export function messagesRoutes(
  messages: MessagesService,
  delivery: MessageDelivery,
  publicUrl: string | undefined,
  rateLimitStores: RateLimitStores,
): Router {
  const router = Router();
  // Messages sent over HTTP per minute and user, both chats together (sockets have their own bucket).
  const sendLimit = perUserRateLimit(60, 60 * 1000, rateLimitStores('http-messages'));

  // Fixed paths first: '/conversations' and '/activity' are not user ids.
  router.get('/conversations', async (req, res) => {
    const base = baseUrlOf(req, publicUrl);
    const conversations = await messages.direct.conversations(currentUserId(req));
    res.json(
      conversations.map((row) => ({
        ...row,
        user: { ...row.user, profilePicture: absolute(base, row.user.profilePicture) },
      })),
    );
  });
  router.get('/activity/:activityId', history(activityIdParamsSchema), async (req, res) => {
    const { after } = req.validQuery as MessageHistoryQuery;
    const activityId = req.params.activityId as string;
    res.json(await messages.activity.history(activityId, currentUserId(req), after));
  });
  router.post(
    '/activity',
    sendLimit,
    validate({ body: sendActivityMessageRequestSchema }),
    async (req, res) => {
      const { senderName: _untrusted, ...input } = req.body as SendActivityMessageRequest;
      const { message, isNew } = await messages.activity.send(currentUserId(req), input);
      if (isNew) delivery.activityMessage(message);
      res.status(isNew ? 201 : 200).json(message);
    },
  );
  router.get('/:userId', history(userIdParamsSchema), async (req, res) => {
    const { after } = req.validQuery as MessageHistoryQuery;
    const otherId = req.params.userId as string;
    res.json(await messages.direct.conversation(currentUserId(req), otherId, after));
  });
  router.post(
    '/',
    sendLimit,
    validate({ body: sendDirectMessageRequestSchema }),
    async (req, res) => {
      const input = req.body as SendDirectMessageRequest;
      const { message, isNew } = await messages.direct.send(currentUserId(req), input);
      if (isNew) delivery.directMessage(message);
      res.status(isNew ? 201 : 200).json(message);
    },
  );
  return router;
}
