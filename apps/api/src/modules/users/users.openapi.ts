import * as C from '@peerconnect/contracts';
import { z } from 'zod';
import { json, type Operation } from '@/http/openapi/operation';

/** Profiles, pictures and blocking, as the API reference describes them (http/openapi/route-table.ts). */
export const userOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/users/find-by-email',
    tag: 'Users',
    summary: 'Find a student by email (the email is not returned)',
    auth: true,
    query: C.findByEmailQuerySchema,
    responses: [json(200, 'The student', C.publicUserSchema)],
    errors: [400, 401, 404],
  },
  {
    method: 'put',
    path: '/api/users/profile',
    tag: 'Users',
    summary: 'Update the own profile',
    auth: true,
    body: C.updateProfileRequestSchema,
    responses: [json(200, 'The updated own user', C.userSchema)],
    errors: [400, 401, 404],
  },
  {
    method: 'put',
    path: '/api/users/password',
    tag: 'Users',
    summary: 'Change the password; every older token stops working',
    auth: true,
    body: C.changePasswordRequestSchema,
    responses: [json(200, 'Changed; a new token', C.changePasswordResponseSchema)],
    errors: [400, 401, 404],
  },
  {
    method: 'post',
    path: '/api/users/profile/picture',
    tag: 'Users',
    summary: 'Upload a profile picture (image, at most 5 MB)',
    auth: true,
    body: z.object({}),
    multipartFile: 'profilePicture',
    responses: [json(200, 'The new picture and user', C.profilePictureResponseSchema)],
    errors: [400, 401, 413],
  },
  {
    method: 'post',
    path: '/api/users/random-avatar',
    tag: 'Users',
    summary: 'Replace the profile picture with a newly drawn avatar',
    auth: true,
    responses: [json(200, 'The new picture and user', C.profilePictureResponseSchema)],
    errors: [401, 404],
  },
  {
    method: 'get',
    path: '/api/users/blocked',
    tag: 'Users',
    summary: 'The students the signed-in user has blocked',
    auth: true,
    responses: [json(200, 'Blocked students', C.blockedUsersResponseSchema)],
    errors: [401],
  },
  ...(['post', 'delete'] as const).map((method): Operation => ({
    method,
    path: '/api/users/{id}/block',
    tag: 'Users',
    summary:
      method === 'post'
        ? 'Block a student: no messages, requests or suggestions either way'
        : 'Unblock a student',
    auth: true,
    params: C.idParamsSchema,
    responses: [json(200, method === 'post' ? 'Blocked' : 'Unblocked', C.blockResponseSchema)],
    errors: [400, 401, 404],
  })),
  {
    method: 'get',
    path: '/api/users/{id}',
    tag: 'Users',
    summary: 'A student’s public profile and how the viewer stands with them',
    auth: true,
    params: C.idParamsSchema,
    responses: [json(200, 'The profile', C.publicProfileSchema)],
    errors: [401, 404],
  },
];
