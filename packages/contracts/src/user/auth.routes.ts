import { defineRoute, json } from '../common/route';
import { messageResponseSchema } from '../common/responses.schema';
import {
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailQuerySchema,
} from './account.schema';
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
  forgotPassword: defineRoute({
    method: 'post',
    path: '/api/auth/forgot-password',
    tag: 'Auth',
    summary:
      'Mail a password reset link (valid 30 minutes, once); the answer is the same for unknown emails',
    auth: false,
    body: forgotPasswordRequestSchema,
    responses: [json(200, 'Sent if the account exists', messageResponseSchema)],
    errors: [400, 429],
  }),
  resetPassword: defineRoute({
    method: 'post',
    path: '/api/auth/reset-password',
    tag: 'Auth',
    summary: 'Set a new password with a mailed link; every other session ends, this one signs in',
    auth: false,
    body: resetPasswordRequestSchema,
    responses: [json(200, 'Password set and signed in', authResponseSchema)],
    errors: [400, 429],
  }),
  verifyEmail: defineRoute({
    method: 'get',
    path: '/api/auth/verify-email',
    tag: 'Auth',
    summary: 'Verify an email address (or a new one from the profile) with a mailed link',
    auth: false,
    query: verifyEmailQuerySchema,
    responses: [json(200, 'Verified', messageResponseSchema)],
    errors: [400, 429],
  }),
  resendVerification: defineRoute({
    method: 'post',
    path: '/api/auth/verify-email/resend',
    tag: 'Auth',
    summary: 'Mail the verification link again',
    auth: true,
    responses: [json(200, 'Sent', messageResponseSchema)],
    errors: [400, 401, 429],
  }),
};
