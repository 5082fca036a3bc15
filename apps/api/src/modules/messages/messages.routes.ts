import { directRoomId, messageRoutes as routes } from '@peerconnect/contracts';
import type { RequestHandler, Router } from 'express';
import { baseUrlOf } from '@/http/base-url';
import { absolute } from '@/lib/absolute-url';
import { declaredRouter, ok } from '@/http/declared-router';
import { currentUserId } from '@/http/middlewares/auth';
import type { MessageDelivery } from './messages.delivery';
import type { MessagesService } from './messages.service';

/**
 * The chats over HTTP, same rules as the socket events. A message posted here is
 * delivered over the socket like a socket-sent one; a retry with the same clientId answers 200
 * with the stored message and delivers nothing again.
 */
export function messagesRoutes(
  messages: MessagesService,
  delivery: MessageDelivery,
  publicUrl: string | undefined,
  /** The student's one message count, shared with their sockets (messageRateLimit). */
  sendLimit: RequestHandler,
): Router {
  const { router, on } = declaredRouter('/api/messages');

  // Fixed paths first: '/conversations' and '/activity' are not user ids.
  on(routes.conversations, async (req) => {
    const base = baseUrlOf(req, publicUrl);
    const conversations = await messages.direct.conversations(currentUserId(req));
    return ok(
      conversations.map((row) => ({
        ...row,
        user: { ...row.user, profilePicture: absolute(base, row.user.profilePicture) },
      })),
    );
  });
  on(routes.inbox, async (req) => {
    return ok(await messages.inbox(currentUserId(req)));
  });
  on(routes.settings, async (req) => {
    return ok(await messages.settings.get(currentUserId(req)));
  });
  on(routes.updateSettings, async (req) => {
    return ok(await messages.settings.update(currentUserId(req), req.body));
  });
  on(routes.mute, async (req) => {
    const userId = currentUserId(req);
    const { chat, muted } = req.body;
    if (chat.kind === 'direct') await messages.direct.assertCanRead(userId, chat.id);
    else await messages.activity.assertMember(chat.id, userId);
    return ok({ muted: await messages.settings.mute(userId, chat, muted) });
  });
  on(routes.markActivityRead, async (req) => {
    const userId = currentUserId(req);
    const { activityId } = req.params;
    await messages.markActivityRead(userId, activityId);
    delivery.chatRead(userId, { kind: 'activity', id: activityId });
    return ok({ unreadCount: 0 as const });
  });
  on(routes.activityHistory, async (req) => {
    const { activityId } = req.params;
    return ok(await messages.activity.history(activityId, currentUserId(req), req.validQuery));
  });
  on(routes.sendToActivity, sendLimit, async (req) => {
    const { senderName: _untrusted, ...input } = req.body;
    const { message, isNew } = await messages.activity.send(currentUserId(req), input);
    if (isNew) delivery.activityMessage(message);
    return { status: isNew ? 201 : 200, body: message };
  });
  on(routes.editActivityMessage, sendLimit, async (req) => {
    const { activityId, messageId } = req.params;
    const userId = currentUserId(req);
    const message = await messages.activity.edit(userId, activityId, messageId, req.body.content);
    delivery.activityMessageChanged(message);
    return ok(message);
  });
  on(routes.deleteActivityMessage, sendLimit, async (req) => {
    const { activityId, messageId } = req.params;
    const { message, changed } = await messages.activity.remove(
      currentUserId(req),
      activityId,
      messageId,
    );
    if (changed) delivery.activityMessageChanged(message);
    return ok(message);
  });
  on(routes.editDirectMessage, sendLimit, async (req) => {
    const message = await messages.direct.edit(
      currentUserId(req),
      req.params.messageId,
      req.body.content,
    );
    delivery.directMessageChanged(message);
    return ok(message);
  });
  on(routes.deleteDirectMessage, sendLimit, async (req) => {
    const { message, changed } = await messages.direct.remove(
      currentUserId(req),
      req.params.messageId,
    );
    if (changed) delivery.directMessageChanged(message);
    return ok(message);
  });
  on(routes.reactToActivityMessage, sendLimit, async (req) => {
    const { activityId, messageId } = req.params;
    const { message, changed } = await messages.activity.react(
      currentUserId(req),
      activityId,
      messageId,
      req.body.emoji,
    );
    if (changed) delivery.activityMessageChanged(message);
    return ok(message);
  });
  on(routes.reactToDirectMessage, sendLimit, async (req) => {
    const { message, changed } = await messages.direct.react(
      currentUserId(req),
      req.params.messageId,
      req.body.emoji,
    );
    if (changed) delivery.directMessageChanged(message);
    return ok(message);
  });
  on(routes.directHistory, async (req) => {
    const { userId: otherId } = req.params;
    const userId = currentUserId(req);
    const page = await messages.direct.conversation(userId, otherId, req.validQuery);
    if (page.newlyRead) {
      delivery.chatRead(userId, { kind: 'direct', id: otherId });
      if (page.receipts)
        delivery.messagesRead(otherId, directRoomId(userId, otherId), userId, page.readAt);
    }
    return ok(page.messages);
  });
  on(routes.sendDirect, sendLimit, async (req) => {
    const { message, isNew } = await messages.direct.send(currentUserId(req), req.body);
    if (isNew) delivery.directMessage(message);
    return { status: isNew ? 201 : 200, body: message };
  });
  return router;
}
