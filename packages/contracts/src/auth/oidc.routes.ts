import { messageResponseSchema } from '../common/responses.schema';
import { defineRoute, json, redirect } from '../common/route';
import { oidcEndpoints } from './oidc.endpoints';
import {
  linkedAccountsResponseSchema,
  oidcCallbackQuerySchema,
  oidcExchangeRequestSchema,
  oidcExchangeResponseSchema,
  oidcLinkStartRequestSchema,
  oidcLinkStartResponseSchema,
  oidcProviderParamsSchema,
  oidcProvidersResponseSchema,
  setPasswordRequestSchema,
} from './oidc.schema';

export const oidcRoutes = {
  providers: defineRoute(oidcEndpoints.providers, {
    tag: 'Auth',
    summary: 'The OpenID Connect providers students can sign in with',
    auth: false,
    responses: [json(200, 'The configured providers', oidcProvidersResponseSchema)],
    errors: [],
  }),
  start: defineRoute(oidcEndpoints.start, {
    tag: 'Auth',
    summary: 'Start signing in with a provider (authorization code flow with PKCE)',
    auth: false,
    params: oidcProviderParamsSchema,
    responses: [redirect('To the provider')],
    errors: [404, 429],
  }),
  callback: defineRoute(oidcEndpoints.callback, {
    tag: 'Auth',
    summary:
      'The provider sends the browser back here; on to the web app with a one-time code (in the fragment) or an outcome',
    auth: false,
    params: oidcProviderParamsSchema,
    query: oidcCallbackQuerySchema,
    responses: [redirect('To the web app')],
    errors: [404, 429],
  }),
  exchange: defineRoute(oidcEndpoints.exchange, {
    tag: 'Auth',
    summary: 'Trade the one-time code (valid 2 minutes, once) for a session',
    auth: false,
    body: oidcExchangeRequestSchema,
    responses: [json(200, 'Signed in', oidcExchangeResponseSchema)],
    // 403: a suspended or banned student (ACCOUNT_SUSPENDED), as at password sign-in.
    errors: [400, 403, 429],
  }),
  startLink: defineRoute(oidcEndpoints.startLink, {
    tag: 'Auth',
    summary:
      'Start linking a provider account to the signed-in student: with the current password, or within 10 minutes of signing in for an account without one',
    auth: true,
    params: oidcProviderParamsSchema,
    body: oidcLinkStartRequestSchema,
    responses: [json(200, 'Where the browser goes next', oidcLinkStartResponseSchema)],
    // 400: CURRENT_PASSWORD_WRONG; 403: FRESH_SIGN_IN_REQUIRED.
    errors: [400, 401, 403, 404],
  }),
  linkedAccounts: defineRoute(oidcEndpoints.linkedAccounts, {
    tag: 'Auth',
    summary: 'The ways the signed-in student signs in: a password, linked accounts',
    auth: true,
    responses: [json(200, 'Password and linked accounts', linkedAccountsResponseSchema)],
    errors: [401],
  }),
  unlink: defineRoute(oidcEndpoints.unlink, {
    tag: 'Auth',
    summary: 'Unlink a provider account, only while another way to sign in remains',
    auth: true,
    params: oidcProviderParamsSchema,
    responses: [json(200, 'What remains', linkedAccountsResponseSchema)],
    errors: [400, 401, 404],
  }),
  setPassword: defineRoute(oidcEndpoints.setPassword, {
    tag: 'Auth',
    summary: 'Set a first password on an account made by a provider sign-in',
    auth: true,
    body: setPasswordRequestSchema,
    responses: [json(200, 'Password set', messageResponseSchema)],
    errors: [400, 401],
  }),
};
