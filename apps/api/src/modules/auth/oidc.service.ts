/**
 * Sign-in and account linking with OpenID Connect providers: authorization code flow with PKCE
 * (S256), state and nonce checked and the ID token's signature verified by openid-client. The
 * session reaches the web app as a one-time code in the address's fragment, traded by POST.
 */
import {
  API_MESSAGES,
  type LinkedAccounts,
  OIDC_MESSAGES,
  PROFILE_MESSAGES,
  type OidcExchangeResponse,
  type OidcOutcome,
} from '@peerconnect/contracts';
import mongoose from 'mongoose';
import * as client from 'openid-client';
import type { OidcProviderConfig } from '@/config/env';
import { AppError, badRequest, notFound } from '@/lib/app-error';
import type { PasswordHasher } from '@/lib/password';
import type { Mailer } from '@/modules/mail';
import { issuerMayVouchFor, refreshCampusOf } from '@/modules/campuses';
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
import { hashOfLinkToken, newLinkToken } from './link-token';
import { OidcFlowModel, SignInCodeModel } from './oidc.model';
import type { OidcClients } from './oidc-clients';
import { proposeUsername } from './proposed-username';
import { normalisedProviderEmail } from './provider-email';

const FLOW_MS = 10 * 60_000;
const CODE_MS = 2 * 60_000;
/** How recent a sign-in must be to link an account to a student without a password. */
const FRESH_SIGN_IN_MS = 10 * 60_000;

export interface OidcDeps {
  clients: OidcClients;
  /** The web app's address; the callback is under it (`/api/auth/oidc/{provider}/callback`). */
  appUrl: string;
  hasher: PasswordHasher;
  /** A session token for a student (auth.service.ts signs them). */
  session: (user: { _id: mongoose.Types.ObjectId; tokenVersion?: number | null }) => string;
  /** What every sign-in checks and grants (suspensions, MODERATOR_EMAILS; auth.service.ts). */
  admit: (user: Admissible) => Promise<void>;
  mailer: Mailer;
}

/** Who asks to link an account, and how they prove it is them (the link start's body). */
export interface LinkRequest {
  userId: string;
  currentPassword?: string;
  /** When their session's sign-in was, in ms since the epoch. */
  signedInAt: number;
}

/** Where a callback ends: a sign-in code for the web app, or an outcome to show. */
export type CallbackResult =
  | { kind: 'signed-in'; code: string }
  | { kind: 'outcome'; outcome: OidcOutcome; linking: boolean; error?: unknown };

/** What the provider said of the student, the address normalised as registration takes one. */
interface Claims {
  issuer: string;
  sub: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
}

export function createOidcService({ clients, appUrl, hasher, session, admit, mailer }: OidcDeps) {
  const providerOrFail = (id: string): OidcProviderConfig => {
    const provider = clients.find(id);
    if (!provider) throw notFound(OIDC_MESSAGES.unknownProvider);
    return provider;
  };
  const redirectUri = (provider: OidcProviderConfig) =>
    `${appUrl}/api/auth/oidc/${provider.id}/callback`;

  /** A code for the browser whose flow cookie holds `browserKey`, and for no other. */
  async function newCode(userId: string, created: boolean, browserKey: string): Promise<string> {
    const { token, hash } = newLinkToken();
    await SignInCodeModel.create({
      _id: hash,
      userId,
      created,
      browser: hashOfLinkToken(browserKey),
      expiresAt: new Date(Date.now() + CODE_MS),
    });
    return token;
  }

  const identityOf = (provider: string, claims: Claims) => ({
    provider,
    subject: claims.sub,
    email: claims.email ?? '',
    emailVerified: claims.emailVerified,
    issuer: claims.issuer,
  });

  async function linkIdentity(userId: string, provider: string, claims: Claims) {
    await storeIdentity(userId, identityOf(provider, claims));
    await refreshCampusOf(userId);
  }

  const refused = (outcome: OidcOutcome): CallbackResult => ({
    kind: 'outcome',
    outcome,
    linking: false,
  });

  /**
   * A sign-in (not a link): the linked student, the one with this verified address, or a new one.
   * An address the provider does not vouch for neither makes an account nor finds one: someone
   * else's address, claimed at a provider, would otherwise hold that account before its owner.
   */
  async function signIn(
    provider: string,
    claims: Claims,
    browserKey: string,
  ): Promise<CallbackResult> {
    const linked = await ownerOfIdentity(provider, claims.sub);
    if (linked) return { kind: 'signed-in', code: await newCode(linked, false, browserKey) };
    if (!claims.email) return refused('no-email');
    if (!claims.emailVerified || !(await issuerMayVouchFor(claims.email, claims.issuer)))
      return refused('PROVIDER_EMAIL_UNVERIFIED');
    const existing = await accountWithEmail(claims.email);
    if (existing) {
      // The account must vouch for the address too, or whoever registered it first would get in.
      if (!existing.emailVerified) return refused('link-from-settings');
      await linkIdentity(existing.userId, provider, claims);
      return { kind: 'signed-in', code: await newCode(existing.userId, false, browserKey) };
    }
    const username = await proposeUsername(claims.name, claims.email);
    const user = await createAccount({
      username,
      email: claims.email,
      emailVerified: true,
      identity: identityOf(provider, claims),
    });
    await refreshCampusOf(user._id.toString());
    return { kind: 'signed-in', code: await newCode(user._id.toString(), true, browserKey) };
  }

  /** Links the account, and tells the student by mail: a link they did not make is a way in. */
  async function link(userId: string, provider: string, claims: Claims): Promise<CallbackResult> {
    const owner = await ownerOfIdentity(provider, claims.sub);
    if (owner && owner !== userId)
      return { kind: 'outcome', outcome: 'linked-elsewhere', linking: true };
    await linkIdentity(userId, provider, claims);
    const student = await ownRecordOf(userId);
    if (student)
      await mailer.send(
        mailer.templates.accountLinked(student.email, {
          name: clients.find(provider)?.name ?? provider,
          email: claims.email ?? '',
        }),
      );
    return { kind: 'outcome', outcome: 'linked', linking: true };
  }

  /** A link needs the current password, or for an account without one a recent sign-in. */
  async function provesItIsThem({ userId, currentPassword, signedInAt }: LinkRequest) {
    const methods = await signInMethodsOf(userId);
    if (!methods) throw notFound(API_MESSAGES.userNotFound);
    if (methods.passwordHash) {
      if (!currentPassword || !(await hasher.compare(currentPassword, methods.passwordHash)))
        throw badRequest(PROFILE_MESSAGES.currentPasswordWrong, 'CURRENT_PASSWORD_WRONG');
    } else if (Date.now() - signedInAt > FRESH_SIGN_IN_MS)
      throw new AppError(403, OIDC_MESSAGES.freshSignInRequired, 'FRESH_SIGN_IN_REQUIRED');
  }

  /**
   * A new flow: the random key for the browser's cookie and the provider's authorization URL.
   * With `userId`, the flow links an account to that student instead of signing in.
   */
  async function startFlow(
    providerId: string,
    userId?: string,
  ): Promise<{ flowKey: string; url: string }> {
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

    /** A sign-in's flow: the random key for the browser's cookie, the provider's address. */
    start: (providerId: string) => startFlow(providerId),

    /** A link's flow, once the student proved it is them. */
    async startLink(providerId: string, request: LinkRequest) {
      providerOrFail(providerId);
      await provesItIsThem(request);
      return startFlow(providerId, request.userId);
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
      if (!flowKey) return { kind: 'outcome', outcome: 'expired', linking: false };
      const flow = await OidcFlowModel.findOneAndDelete({
        _id: hashOfLinkToken(flowKey),
        provider: provider.id,
        expiresAt: { $gt: new Date() },
      }).lean();
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
          issuer: provider.issuer,
          sub: idToken.sub,
          emailVerified: profile.email_verified === true,
          name: typeof profile.name === 'string' ? profile.name : undefined,
        };
        if (typeof profile.email === 'string') {
          const email = normalisedProviderEmail(profile.email);
          if (!email) return { kind: 'outcome', outcome: 'PROVIDER_EMAIL_INVALID', linking };
          claims.email = email;
        }
      } catch (error) {
        return { kind: 'outcome', outcome: 'failed', linking, error };
      }
      return flow.userId
        ? link(flow.userId.toString(), provider.id, claims)
        : signIn(provider.id, claims, flowKey);
    },

    /**
     * Trades a one-time code for a session; a code works once, within two minutes, and only in the
     * browser that started its sign-in (`browserKey`, its flow cookie): a code sent to someone
     * else cannot sign them in to the sender's account. Another browser's try uses nothing up.
     */
    async exchange(code: string, browserKey: string | undefined): Promise<OidcExchangeResponse> {
      const valid = { _id: hashOfLinkToken(code), expiresAt: { $gt: new Date() } };
      const found = browserKey
        ? await SignInCodeModel.findOneAndDelete({
            ...valid,
            browser: hashOfLinkToken(browserKey),
          }).lean()
        : null;
      if (!found && (await SignInCodeModel.exists(valid)))
        throw new AppError(403, OIDC_MESSAGES.otherBrowser, 'SIGN_IN_OTHER_BROWSER');
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
