import { defineRoute, json } from '../common/route';
import { messageResponseSchema } from '../common/responses.schema';
import {
  authResponseSchema,
  loginRequestSchema,
  registerRequestSchema,
  userSchema,
} from './user.schema';

export const authRoutes = {
  register: defineRoute({
    method: 'post',
    path: '/api/auth/register',
    tag: 'Auth',
    summary: 'Create an account and sign in',
    auth: false,
    body: registerRequestSchema,
    responses: [json(201, 'Registered and signed in', authResponseSchema)],
    errors: [400],
  }),
  login: defineRoute({
    method: 'post',
    path: '/api/auth/login',
    tag: 'Auth',
    summary: 'Sign in with email and password',
    auth: false,
    body: loginRequestSchema,
    responses: [json(200, 'Signed in', authResponseSchema)],
    errors: [400, 401, 429],
  }),
  logoutAll: defineRoute({
    method: 'post',
    path: '/api/auth/logout-all',
    tag: 'Auth',
    summary: 'Sign out every device: all tokens stop working, open sockets are cut',
    auth: true,
    responses: [json(200, 'Signed out everywhere', messageResponseSchema)],
    errors: [401, 404],
  }),
  me: defineRoute({
    method: 'get',
    path: '/api/auth/me',
    tag: 'Auth',
    summary: 'The signed-in user, with their email',
    auth: true,
    responses: [json(200, 'The signed-in user', userSchema)],
    errors: [401, 404],
  }),
};
