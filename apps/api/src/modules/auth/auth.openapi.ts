import * as C from '@peerconnect/contracts';
import { json, type Operation } from '@/http/openapi/operation';

/** The sign-in routes, as the API reference describes them (http/openapi/route-table.ts). */
export const authOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/auth/register',
    tag: 'Auth',
    summary: 'Create an account and sign in',
    auth: false,
    body: C.registerRequestSchema,
    responses: [json(201, 'Registered and signed in', C.authResponseSchema)],
    errors: [400],
  },
  {
    method: 'post',
    path: '/api/auth/login',
    tag: 'Auth',
    summary: 'Sign in with email and password',
    auth: false,
    body: C.loginRequestSchema,
    responses: [json(200, 'Signed in', C.authResponseSchema)],
    errors: [400, 401, 429],
  },
  {
    method: 'post',
    path: '/api/auth/logout-all',
    tag: 'Auth',
    summary: 'Sign out every device: all tokens stop working, open sockets are cut',
    auth: true,
    responses: [json(200, 'Signed out everywhere', C.messageResponseSchema)],
    errors: [401, 404],
  },
  {
    method: 'get',
    path: '/api/auth/me',
    tag: 'Auth',
    summary: 'The signed-in user, with their email',
    auth: true,
    responses: [json(200, 'The signed-in user', C.userSchema)],
    errors: [401, 404],
  },
];
