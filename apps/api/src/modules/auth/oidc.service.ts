/**
 * Sign-in and account linking with OpenID Connect providers: authorization code flow with PKCE
 * (S256), state and nonce checked and the ID token's signature verified by openid-client. The
 * session reaches the web app as a one-time code in the address's fragment, traded by POST.
 */
import {
  API_MESSAGES,
  type LinkedAccounts,
  OIDC_MESSAGES,
  type OidcExchangeResponse,
  type OidcOutcome,
} from '@peerconnect/contracts';
import mongoose from 'mongoose';
import * as client from 'openid-client';
import type { OidcProviderConfig } from '@/config/env';
import { badRequest, notFound } from '@/lib/app-error';
import type { PasswordHasher } from '@/lib/password';
import { refreshCampusOf } from '@/modules/campuses';
import {
  accountWithEmail,
  createAccount,
  linkIdentity as storeIdentity,
  ownerOfIdentity,
  ownRecordOf,
  setFirstPassword,
  signInMethodsOf,
  toUserView,
  unlinkIdentity,
} from '@/modules/users';
import type { Admissible } from './admission';
import type { EmailVerification } from './email-verification.service';
import { hashOfLinkToken, newLinkToken } from './link-token';
import { OidcFlowModel, SignInCodeModel } from './oidc.model';
import type { OidcClients } from './oidc-clients';
import { proposeUsername } from './proposed-username';

const FLOW_MS = 10 * 60_000;
const CODE_MS = 2 * 60_000;

export interface OidcDeps {
  clients: OidcClients;
  /** The web app's address; the callback is under it (`/api/auth/oidc/{provider}/callback`). */
  appUrl: string;
  hasher: PasswordHasher;
  verification: EmailVerification;
  /** A session token for a student (auth.service.ts signs them). */
  session: (user: { _id: mongoose.Types.ObjectId; tokenVersion?: number | null }) => string;
  /** What every sign-in checks and grants (suspensions, MODERATOR_EMAILS; auth.service.ts). */
  admit: (user: Admissible) => Promise<void>;
}

/** Where a callback ends: a sign-in code for the web app, or an outcome to show. */
export type CallbackResult =
  | { kind: 'signed-in'; code: string }
  | { kind: 'outcome'; outcome: OidcOutcome; linking: boolean; error?: unknown };

interface Claims {
  sub: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
}

export function createOidcService({
  clients,
  appUrl,
  hasher,
  verification,
  session,
  admit,
}: OidcDeps) {
  const providerOrFail = (id: string): OidcProviderConfig => {
    const provider = clients.find(id);
    if (!provider) throw notFound(OIDC_MESSAGES.unknownProvider);
    return provider;
  };
  const redirectUri = (provider: OidcProviderConfig) =>
    `${appUrl}/api/auth/oidc/${provider.id}/callback`;

  async function newCode(userId: string, created: boolean): Promise<string> {
    const { token, hash } = newLinkToken();
    await SignInCodeModel.create({
      _id: hash,
      userId,
      created,
      expiresAt: new Date(Date.now() + CODE_MS),
    });
    return token;
  }

  async function linkIdentity(userId: string, provider: string, claims: Claims) {
    await storeIdentity(userId, {
      provider,
      subject: claims.sub,
      email: claims.email ?? '',
      emailVerified: claims.emailVerified,
    });
    await refreshCampusOf(userId);
  }

  /** A sign-in (not a link): the linked student, the one with this verified address, or a new one. */
  async function signIn(provider: string, claims: Claims): Promise<CallbackResult> {
    const linked = await ownerOfIdentity(provider, claims.sub);
    if (linked) return { kind: 'signed-in', code: await newCode(linked, false) };
    if (!claims.email) return { kind: 'outcome', outcome: 'no-email', linking: false };
    const existing = await accountWithEmail(claims.email);
    if (existing) {
      // Both sides must vouch for the address, or anyone able to claim it at a provider would take
      // the account over.
      if (!claims.emailVerified || !existing.emailVerified)
        return { kind: 'outcome', outcome: 'link-from-settings', linking: false };
      await linkIdentity(existing.userId, provider, claims);
      return { kind: 'signed-in', code: await newCode(existing.userId, false) };
    }
    const username = await proposeUsername(claims.name, claims.email);
    const user = await createAccount({
      username,
      email: claims.email,
      emailVerified: claims.emailVerified,
      identity: {
        provider,
        subject: claims.sub,
        email: claims.email,
        emailVerified: claims.emailVerified,
      },
    });
    if (!claims.emailVerified) await verification.sendLink(user._id.toString());
    await refreshCampusOf(user._id.toString());
    return { kind: 'signed-in', code: await newCode(user._id.toString(), true) };
  }

  async function link(userId: string, provider: string, claims: Claims): Promise<CallbackResult> {
    const owner = await ownerOfIdentity(provider, claims.sub);
    if (owner && owner !== userId)
      return { kind: 'outcome', outcome: 'linked-elsewhere', linking: true };
    await linkIdentity(userId, provider, claims);
    return { kind: 'outcome', outcome: 'linked', linking: true };
  }

  async function linkedAccounts(userId: string): Promise<LinkedAccounts> {
    const methods = await signInMethodsOf(userId);
    if (!methods) throw notFound(API_MESSAGES.userNotFound);
    return {
      hasPassword: methods.hasPassword,
      accounts: methods.identities.map((identity) => ({
        provider: identity.provider,
        name: clients.find(identity.provider)?.name ?? identity.provider,
        email: identity.email,
        linkedAt: identity.linkedAt.toISOString(),
      })),
    };
  }

  return {
    providers: () => clients.list(),

    /**
     * A new flow: the random key for the browser's cookie and the provider's authorization URL.
     * With `userId`, the flow links an account to that student instead of signing in.
     */
    async start(providerId: string, userId?: string): Promise<{ flowKey: string; url: string }> {
      const provider = providerOrFail(providerId);
      const configuration = await clients.configurationOf(provider);
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const { token: flowKey, hash } = newLinkToken();
      await OidcFlowModel.create({
        _id: hash,
        provider: provider.id,
        state,
        nonce,
        codeVerifier,
        ...(userId ? { userId: new mongoose.Types.ObjectId(userId) } : {}),
        expiresAt: new Date(Date.now() + FLOW_MS),
      });
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri(provider),
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { flowKey, url: url.href };
    },

    /**
     * The provider's answer (`search`, the callback's query) for the flow whose key the browser's
     * cookie holds. The flow is used up whatever happens, so a callback never works twice.
     */
    async callback(
      providerId: string,
      flowKey: string | undefined,
      search: string,
    ): Promise<CallbackResult> {
      const provider = providerOrFail(providerId);
      const flow = flowKey
        ? await OidcFlowModel.findOneAndDelete({
            _id: hashOfLinkToken(flowKey),
            provider: provider.id,
            expiresAt: { $gt: new Date() },
          }).lean()
        : null;
      if (!flow) return { kind: 'outcome', outcome: 'expired', linking: false };
      const linking = Boolean(flow.userId);
      let claims: Claims;
      try {
        const configuration = await clients.configurationOf(provider);
        const currentUrl = new URL(redirectUri(provider));
        currentUrl.search = search;
        const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const idToken = tokens.claims();
        if (!idToken) throw new Error('no ID token');
        // Providers that keep the profile out of the ID token (as the spec's default does) give
        // it at the userinfo endpoint, checked to be about the same subject.
        const profile =
          typeof idToken.email === 'string'
            ? idToken
            : await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
        claims = {
          sub: idToken.sub,
          email: typeof profile.email === 'string' ? profile.email.toLowerCase() : undefined,
          emailVerified: profile.email_verified === true,
          name: typeof profile.name === 'string' ? profile.name : undefined,
        };
      } catch (error) {
        return { kind: 'outcome', outcome: 'failed', linking, error };
      }
      return flow.userId
        ? link(flow.userId.toString(), provider.id, claims)
        : signIn(provider.id, claims);
    },

    /** Trades a one-time code for a session; a code works once, within two minutes. */
    async exchange(code: string): Promise<OidcExchangeResponse> {
      const found = await SignInCodeModel.findOneAndDelete({
        _id: hashOfLinkToken(code),
        expiresAt: { $gt: new Date() },
      }).lean();
      const user = found ? await ownRecordOf(found.userId) : null;
      if (!found || !user) throw badRequest(OIDC_MESSAGES.codeInvalid, 'SIGN_IN_CODE_INVALID');
      await admit(user);
      return {
        token: session(user),
        user: toUserView(user, { includeEmail: true }),
        isNew: found.created,
      };
    },

    linkedAccounts,

    /** Unlinks a provider account while another way to sign in (password, other account) remains. */
    async unlink(userId: string, provider: string): Promise<LinkedAccounts> {
      const before = await linkedAccounts(userId);
      if (!before.accounts.some((account) => account.provider === provider))
        throw notFound(OIDC_MESSAGES.notLinked);
      const others = before.accounts.length - 1 + (before.hasPassword ? 1 : 0);
      if (others === 0) throw badRequest(OIDC_MESSAGES.lastSignInMethod, 'LAST_SIGN_IN_METHOD');
      // Conditional on what was counted, so two unlinks at once cannot leave no way in.
      if (!(await unlinkIdentity(userId, provider, before)))
        throw badRequest(OIDC_MESSAGES.lastSignInMethod, 'LAST_SIGN_IN_METHOD');
      await refreshCampusOf(userId);
      return linkedAccounts(userId);
    },

    /** A first password for an account made by a provider sign-in (a set one is changed instead). */
    async setPassword(userId: string, password: string): Promise<void> {
      const passwordHash = await hasher.hash(password);
      if (!(await setFirstPassword(userId, passwordHash)))
        throw badRequest(OIDC_MESSAGES.passwordAlreadySet, 'PASSWORD_ALREADY_SET');
    },
  };
}

export type OidcService = ReturnType<typeof createOidcService>;
