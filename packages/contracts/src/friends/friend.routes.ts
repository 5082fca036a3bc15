import { z } from 'zod';
import { API_MESSAGES } from '../common/messages';
import { idParam } from '../common/object-id.schema';
import { messageResponseSchema } from '../common/responses.schema';
import { defineRoute, json, type Endpoint } from '../common/route';
import { friendEndpoints } from './friend.endpoints';
import { FRIEND_MESSAGES } from './friend.messages';
import {
  acceptFriendResponseSchema,
  friendRequestSchema,
  friendSchema,
  sendFriendRequestResponseSchema,
  sendFriendRequestSchema,
} from './friend.schema';

const sent = [
  json(201, 'Request sent', sendFriendRequestResponseSchema),
  json(200, 'They had asked: now friends', sendFriendRequestResponseSchema),
] as const;
const requestParams = z.object({ requestId: idParam(FRIEND_MESSAGES.requestNotFound) });

/** The same request sent with the recipient in the body, on the two paths older clients use. */
const sendWithBody = <E extends Endpoint>(at: E) =>
  defineRoute(at, {
    tag: 'Friends',
    summary: 'Send a friend request (accepts theirs if they already asked)',
    auth: true,
    body: sendFriendRequestSchema,
    responses: sent,
    errors: [400, 401, 403, 404, 429],
  });

/** A request sent to the signed-in user, answered. */
const answer = <E extends Endpoint, St extends number, S extends z.ZodType>(
  at: E,
  summary: string,
  response: { status: St; description: string; schema: S },
) =>
  defineRoute(at, {
    tag: 'Friends',
    summary,
    auth: true,
    params: requestParams,
    responses: [response],
    errors: [400, 401, 403, 404],
  });

export const friendRoutes = {
  list: defineRoute(friendEndpoints.list, {
    tag: 'Friends',
    summary: 'The signed-in user’s friends',
    auth: true,
    responses: [json(200, 'Friends', z.array(friendSchema))],
    errors: [401],
  }),
  requests: defineRoute(friendEndpoints.requests, {
    tag: 'Friends',
    summary: 'Pending requests sent to the signed-in user',
    auth: true,
    responses: [json(200, 'Requests', z.array(friendRequestSchema))],
    errors: [401],
  }),
  request: sendWithBody(friendEndpoints.request),
  requestById: sendWithBody(friendEndpoints.requestById),
  requestTo: defineRoute(friendEndpoints.requestTo, {
    tag: 'Friends',
    summary: 'Send a friend request, the recipient in the path',
    auth: true,
    params: z.object({ userId: idParam(API_MESSAGES.userNotFound) }),
    responses: sent,
    errors: [400, 401, 403, 404, 429],
  }),
  accept: answer(
    friendEndpoints.accept,
    'Accept a request sent to the signed-in user',
    json(200, 'The new friend', acceptFriendResponseSchema),
  ),
  reject: answer(
    friendEndpoints.reject,
    'Decline a request sent to the signed-in user',
    json(200, 'Declined', messageResponseSchema),
  ),
  unfriend: defineRoute(friendEndpoints.unfriend, {
    tag: 'Friends',
    summary: 'Unfriend, on both sides',
    auth: true,
    params: z.object({ userId: idParam(FRIEND_MESSAGES.notFriends) }),
    responses: [json(200, 'Removed', messageResponseSchema)],
    errors: [401, 404],
  }),
};
