import * as C from '@peerconnect/contracts';
import { json, list, type Operation } from '@/http/openapi/operation';

/** Group and direct chats over HTTP, as the API reference describes them (http/openapi/route-table.ts). */
export const messageOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/messages/conversations',
    tag: 'Messages',
    summary: 'Direct conversations with their last message and unread count',
    auth: true,
    responses: [json(200, 'Conversations', list(C.conversationSchema))],
    errors: [401],
  },
  {
    method: 'get',
    path: '/api/messages/activity/{activityId}',
    tag: 'Messages',
    summary: 'An activity’s group chat (organizer and participants)',
    auth: true,
    params: C.activityIdParamsSchema,
    query: C.messageHistoryQuerySchema,
    responses: [json(200, 'Messages, oldest first', list(C.chatMessageSchema))],
    errors: [400, 401, 403, 404],
  },
  {
    method: 'post',
    path: '/api/messages/activity',
    tag: 'Messages',
    summary: 'Post to an activity’s group chat; a retry with the same clientId is answered 200',
    auth: true,
    body: C.sendActivityMessageRequestSchema,
    responses: [
      json(201, 'Posted and delivered', C.chatMessageSchema),
      json(200, 'Already posted', C.chatMessageSchema),
    ],
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: 'get',
    path: '/api/messages/{userId}',
    tag: 'Messages',
    summary: 'The direct conversation with a student',
    auth: true,
    params: C.userIdParamsSchema,
    query: C.messageHistoryQuerySchema,
    responses: [json(200, 'Messages, oldest first', list(C.directMessageSchema))],
    errors: [400, 401, 403, 404],
  },
  {
    method: 'post',
    path: '/api/messages',
    tag: 'Messages',
    summary: 'Send a direct message; a retry with the same clientId is answered 200',
    auth: true,
    body: C.sendDirectMessageRequestSchema,
    responses: [
      json(201, 'Sent and delivered', C.directMessageSchema),
      json(200, 'Already sent', C.directMessageSchema),
    ],
    errors: [400, 401, 403, 404, 409],
  },
];
