/**
 * Every /api route, described once with the contracts' schemas: each module describes its own
 * routes beside them (modules/<name>/<name>.openapi.ts), and this table joins them with the
 * operational and file routes. The OpenAPI document and the docs page are generated from it, and
 * openapi.test.ts fails when a route mounted on the real app is missing here, so it cannot drift
 * from the code.
 */
import * as C from '@peerconnect/contracts';
import { z } from 'zod';
import { activityOperations } from '@/modules/activities/activities.openapi';
import { authOperations } from '@/modules/auth/auth.openapi';
import { friendOperations } from '@/modules/friends/friends.openapi';
import { messageOperations } from '@/modules/messages/messages.openapi';
import { recommendationOperations } from '@/modules/recommendations/recommendations.openapi';
import { userOperations } from '@/modules/users/users.openapi';
import { file, json, type NamedSchemas, type Operation } from './operation';

const fileParams = z.object({ file: z.string() });

/** Schemas that appear by name under components/schemas; others are written out where used. */
export const NAMED_SCHEMAS: NamedSchemas = {
  requests: {
    RegisterRequest: C.registerRequestSchema,
    LoginRequest: C.loginRequestSchema,
    UpdateProfileRequest: C.updateProfileRequestSchema,
    ChangePasswordRequest: C.changePasswordRequestSchema,
    CreateActivityRequest: C.createActivityRequestSchema,
    UpdateActivityRequest: C.updateActivityRequestSchema,
    SendFriendRequest: C.sendFriendRequestSchema,
    SendActivityMessageRequest: C.sendActivityMessageRequestSchema,
    SendDirectMessageRequest: C.sendDirectMessageRequestSchema,
  },
  responses: {
    ApiError: C.apiErrorSchema,
    HealthResponse: C.healthResponseSchema,
    MessageResponse: C.messageResponseSchema,
    AuthResponse: C.authResponseSchema,
    User: C.userSchema,
    UserSummary: C.userSummarySchema,
    PublicProfile: C.publicProfileSchema,
    PublicUser: C.publicUserSchema,
    ProfilePictureResponse: C.profilePictureResponseSchema,
    ChangePasswordResponse: C.changePasswordResponseSchema,
    BlockResponse: C.blockResponseSchema,
    Activity: C.activitySchema,
    ActivityInsights: C.activityInsightsSchema,
    Friend: C.friendSchema,
    FriendRequest: C.friendRequestSchema,
    SendFriendRequestResponse: C.sendFriendRequestResponseSchema,
    AcceptFriendResponse: C.acceptFriendResponseSchema,
    FriendRecommendation: C.friendRecommendationSchema,
    ChatMessage: C.chatMessageSchema,
    DirectMessage: C.directMessageSchema,
    Conversation: C.conversationSchema,
  },
};

const docs: Operation[] = [
  {
    method: 'get',
    path: '/api/health',
    tag: 'Operations',
    summary: 'Wake-up ping: answers at once, even while the database is still connecting',
    auth: false,
    responses: [json(200, 'The server is up', C.healthResponseSchema)],
    errors: [],
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'Operations',
    summary: 'This API description (OpenAPI 3.1), generated from the shared contracts',
    auth: false,
    responses: [file('The OpenAPI document', 'application/json')],
    errors: [],
  },
  {
    method: 'get',
    path: '/api/docs',
    tag: 'Operations',
    summary: 'The API reference as a page',
    auth: false,
    responses: [file('The reference page', 'text/html')],
    errors: [],
  },
  {
    method: 'get',
    path: '/api/docs/docs.css',
    tag: 'Operations',
    summary: 'The reference page’s stylesheet',
    auth: false,
    responses: [file('The stylesheet', 'text/css')],
    errors: [],
  },
];

/** Served without a token: an <img> sends none. */
const files: Operation[] = [
  {
    method: 'get',
    path: '/api/avatars/{file}',
    tag: 'Files',
    summary: 'A drawn avatar, {seed}.svg',
    auth: false,
    params: fileParams,
    responses: [file('The avatar', 'image/svg+xml')],
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/uploads/{file}',
    tag: 'Files',
    summary: 'An uploaded picture',
    auth: false,
    params: fileParams,
    responses: [file('The picture', 'image/*')],
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/activity-images/{file}',
    tag: 'Files',
    summary: 'A default activity picture',
    auth: false,
    params: fileParams,
    responses: [file('The picture', 'image/*')],
    errors: [404],
  },
];

export const ROUTE_TABLE: Operation[] = [
  ...docs,
  ...authOperations,
  ...userOperations,
  ...activityOperations,
  ...friendOperations,
  ...messageOperations,
  ...recommendationOperations,
  ...files,
];
