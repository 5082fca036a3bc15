import { z } from 'zod';
import type { ApiErrorCode } from '../common/api-error.schema';
import { LIMITS } from '../constants';
import { passwordSchema } from '../users/user.schema';
import { authResponseSchema } from './auth.schema';

export const OIDC_MESSAGES = {
  codeInvalid: 'The sign-in code is invalid or expired',
  otherBrowser: 'This sign-in was started in another browser: start it again here.',
  freshSignInRequired: 'For your safety, sign in again, then link the account within 10 minutes.',
  lastSignInMethod: 'Set a password or link another account first: it is your only way to sign in.',
  passwordAlreadySet: 'Your account already has a password: change it with your current one.',
  passwordSet: 'Password set: you can now sign in with your email too.',
  notLinked: 'That account is not linked',
  unknownProvider: 'Unknown sign-in provider',
} as const;

/** A provider's name in OIDC_PROVIDERS and in the addresses: lowercase letters and digits. */
export const oidcProviderIdSchema = z
  .string()
  .regex(/^[a-z][a-z0-9]{0,31}$/, { message: OIDC_MESSAGES.unknownProvider });

/** GET /api/auth/providers: the configured providers, one button each on the login page. */
export const oidcProviderSchema = z.object({ id: oidcProviderIdSchema, name: z.string() });
export type OidcProvider = z.infer<typeof oidcProviderSchema>;
export const oidcProvidersResponseSchema = z.array(oidcProviderSchema);

export const oidcProviderParamsSchema = z.object({ provider: oidcProviderIdSchema });

/** The provider's answer, passed on to the callback as it came. */
export const oidcCallbackQuerySchema = z.object({}).catchall(z.string());

/** The one-time code the callback hands to the web app (in the address's fragment, never logged). */
export const oidcExchangeRequestSchema = z.object({
  code: z
    .string({ error: OIDC_MESSAGES.codeInvalid })
    .regex(/^[A-Za-z0-9_-]{43}$/, OIDC_MESSAGES.codeInvalid),
});
export type OidcExchangeRequest = z.infer<typeof oidcExchangeRequestSchema>;

/** A session like a password sign-in's; `isNew` when this sign-in created the account. */
export const oidcExchangeResponseSchema = authResponseSchema.extend({ isNew: z.boolean() });
export type OidcExchangeResponse = z.infer<typeof oidcExchangeResponseSchema>;

/**
 * Starting a link from the settings: the current password (an account without one instead needs a
 * sign-in made in the last minutes).
 */
export const oidcLinkStartRequestSchema = z.object({
  currentPassword: z
    .string()
    .max(LIMITS.passwordMaxBytes * 4)
    .optional(),
});
export type OidcLinkStartRequest = z.infer<typeof oidcLinkStartRequestSchema>;

/** Starting a link from the settings: where the browser goes next (the provider). */
export const oidcLinkStartResponseSchema = z.object({ url: z.url() });

export const linkedAccountSchema = z.object({
  provider: oidcProviderIdSchema,
  name: z.string(),
  email: z.string(),
  linkedAt: z.string(),
});
export type LinkedAccount = z.infer<typeof linkedAccountSchema>;

/** The ways the signed-in student can sign in: a password and linked provider accounts. */
export const linkedAccountsResponseSchema = z.object({
  hasPassword: z.boolean(),
  accounts: z.array(linkedAccountSchema),
});
export type LinkedAccounts = z.infer<typeof linkedAccountsResponseSchema>;

/** PUT /api/auth/password: a first password for an account made by a provider sign-in. */
export const setPasswordRequestSchema = z.object({ password: passwordSchema });
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;

/** A provider's address refused: the callback names the refusal by its code in `?oidc=`. */
export const OIDC_EMAIL_REFUSALS = [
  'PROVIDER_EMAIL_UNVERIFIED',
  'PROVIDER_EMAIL_INVALID',
] as const satisfies readonly ApiErrorCode[];

/**
 * Why a provider sign-in ended without a session: the callback sends the browser back with one of
 * these in `?oidc=` (to the login page, or to the settings for a link).
 */
export const OIDC_OUTCOMES = [
  'failed',
  'expired',
  'no-email',
  'link-from-settings',
  'linked-elsewhere',
  'linked',
  ...OIDC_EMAIL_REFUSALS,
] as const;
export type OidcOutcome = (typeof OIDC_OUTCOMES)[number];
