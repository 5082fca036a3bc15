import { z } from 'zod';
import { ACTIVITY_MESSAGES } from '../activity/activity.messages';
import { API_MESSAGES } from '../common/messages';
import { idParam } from '../common/object-id.schema';
import { defineRoute, json } from '../common/route';
import { CHAT_MESSAGES } from './message.messages';
import {
  chatMessageSchema,
  editMessageRequestSchema,
  conversationSchema,
  directMessageSchema,
  messageHistoryQuerySchema,
  sendActivityMessageRequestSchema,
  sendDirectMessageRequestSchema,
} from './message.schema';

export const messageRoutes = {
  conversations: defineRoute({
    method: 'get',
    path: '/api/messages/conversations',
    tag: 'Messages',
    summary: 'Direct conversations with their last message and unread count',
    auth: true,
    responses: [json(200, 'Conversations', z.array(conversationSchema))],
    errors: [401],
  }),
  activityHistory: defineRoute({
    method: 'get',
    path: '/api/messages/activity/:activityId',
    tag: 'Messages',
    summary: 'An activity’s group chat (organizer and participants)',
    auth: true,
    params: z.object({ activityId: idParam(ACTIVITY_MESSAGES.notFound) }),
    query: messageHistoryQuerySchema,
    responses: [json(200, 'Messages, oldest first', z.array(chatMessageSchema))],
    errors: [400, 401, 403, 404],
  }),
  sendToActivity: defineRoute({
    method: 'post',
    path: '/api/messages/activity',
    tag: 'Messages',
    summary: 'Post to an activity’s group chat; a retry with the same clientId is answered 200',
    auth: true,
    body: sendActivityMessageRequestSchema,
    responses: [
      json(201, 'Posted and delivered', chatMessageSchema),
      json(200, 'Already posted', chatMessageSchema),
    ],
    errors: [400, 401, 403, 404, 409, 429],
  }),
  editActivityMessage: defineRoute({
    method: 'put',
    path: '/api/messages/activity/:activityId/:messageId',
    tag: 'Messages',
    summary: 'Edit one’s own message in an activity’s group chat; every member sees it at once',
    auth: true,
    params: z.object({
      activityId: idParam(ACTIVITY_MESSAGES.notFound),
      messageId: idParam(CHAT_MESSAGES.messageNotFound),
    }),
    body: editMessageRequestSchema,
    responses: [json(200, 'The edited message', chatMessageSchema)],
    errors: [400, 401, 403, 404, 409],
  }),
  deleteActivityMessage: defineRoute({
    method: 'delete',
    path: '/api/messages/activity/:activityId/:messageId',
    tag: 'Messages',
    summary: 'Delete one’s own message, or (organizer) anyone’s; its text is erased',
    auth: true,
    params: z.object({
      activityId: idParam(ACTIVITY_MESSAGES.notFound),
      messageId: idParam(CHAT_MESSAGES.messageNotFound),
    }),
    responses: [json(200, 'The message as it now shows', chatMessageSchema)],
    errors: [400, 401, 403, 404],
  }),
  editDirectMessage: defineRoute({
    method: 'put',
    path: '/api/messages/direct/:messageId',
    tag: 'Messages',
    summary: 'Edit one’s own direct message; both students see it at once',
    auth: true,
    params: z.object({ messageId: idParam(CHAT_MESSAGES.messageNotFound) }),
    body: editMessageRequestSchema,
    responses: [json(200, 'The edited message', directMessageSchema)],
    errors: [400, 401, 403, 404, 409],
  }),
  deleteDirectMessage: defineRoute({
    method: 'delete',
    path: '/api/messages/direct/:messageId',
    tag: 'Messages',
    summary: 'Delete one’s own direct message; its text is erased',
    auth: true,
    params: z.object({ messageId: idParam(CHAT_MESSAGES.messageNotFound) }),
    responses: [json(200, 'The message as it now shows', directMessageSchema)],
    errors: [400, 401, 403, 404],
  }),
  directHistory: defineRoute({
    method: 'get',
    path: '/api/messages/:userId',
    tag: 'Messages',
    summary: 'The direct conversation with a student',
    auth: true,
    params: z.object({ userId: idParam(API_MESSAGES.userNotFound) }),
    query: messageHistoryQuerySchema,
    responses: [json(200, 'Messages, oldest first', z.array(directMessageSchema))],
    errors: [400, 401, 403, 404],
  }),
  sendDirect: defineRoute({
    method: 'post',
    path: '/api/messages',
    tag: 'Messages',
    summary: 'Send a direct message; a retry with the same clientId is answered 200',
    auth: true,
    body: sendDirectMessageRequestSchema,
    responses: [
      json(201, 'Sent and delivered', directMessageSchema),
      json(200, 'Already sent', directMessageSchema),
    ],
    errors: [400, 401, 403, 404, 409, 429],
  }),
};
