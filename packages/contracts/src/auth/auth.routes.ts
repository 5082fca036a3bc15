import { defineRoute, json } from '../common/route';
import { authEndpoints } from './auth.endpoints';
import { messageResponseSchema } from '../common/responses.schema';
import { userSchema } from '../users/user.schema';
import {
  authResponseSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  verifyEmailQuerySchema,
} from './auth.schema';

export const authRoutes = {
  register: defineRoute(authEndpoints.register, {
    tag: 'Auth',
    summary: 'Create an account and sign in',
    auth: false,
    body: registerRequestSchema,
    responses: [json(201, 'Registered and signed in', authResponseSchema)],
    errors: [400, 429],
  }),
  login: defineRoute(authEndpoints.login, {
    tag: 'Auth',
    summary: 'Sign in with email and password',
    auth: false,
    body: loginRequestSchema,
    responses: [json(200, 'Signed in', authResponseSchema)],
    errors: [400, 401, 403, 429],
  }),
  logoutAll: defineRoute(authEndpoints.logoutAll, {
    tag: 'Auth',
    summary: 'Sign out every device: all tokens stop working, open sockets are cut',
    auth: true,
    responses: [json(200, 'Signed out everywhere', messageResponseSchema)],
    errors: [401, 404],
  }),
  me: defineRoute(authEndpoints.me, {
    tag: 'Auth',
    summary: 'The signed-in user, with their email',
    auth: true,
    responses: [json(200, 'The signed-in user', userSchema)],
    errors: [401, 404],
  }),
  forgotPassword: defineRoute(authEndpoints.forgotPassword, {
    tag: 'Auth',
    summary:
      'Mail a password reset link (valid 30 minutes, once); the answer is the same for unknown emails',
    auth: false,
    body: forgotPasswordRequestSchema,
    responses: [json(200, 'Sent if the account exists', messageResponseSchema)],
    errors: [400, 429],
  }),
  resetPassword: defineRoute(authEndpoints.resetPassword, {
    tag: 'Auth',
    summary: 'Set a new password with a mailed link; every other session ends, this one signs in',
    auth: false,
    body: resetPasswordRequestSchema,
    responses: [json(200, 'Password set and signed in', authResponseSchema)],
    errors: [400, 403, 429],
  }),
  verifyEmail: defineRoute(authEndpoints.verifyEmail, {
    tag: 'Auth',
    summary: 'Verify an email address (or a new one from the profile) with a mailed link',
    auth: false,
    query: verifyEmailQuerySchema,
    responses: [json(200, 'Verified', messageResponseSchema)],
    errors: [400, 429],
  }),
  resendVerification: defineRoute(authEndpoints.resendVerification, {
    tag: 'Auth',
    summary: 'Mail the verification link again',
    auth: true,
    responses: [json(200, 'Sent', messageResponseSchema)],
    errors: [400, 401, 429],
  }),
};
