import {
  API_MESSAGES,
  type AuthResponse,
  type LoginRequest,
  type RegisterRequest,
  type User,
} from '@peerconnect/contracts';
import { badRequest, notFound, unauthorized } from '@/lib/app-error';
import type { OidcProviderConfig } from '@/config/env';
import type { PasswordHasher } from '@/lib/password';
import {
  accountForLogin,
  createAccount,
  isEmailTaken,
  isUsernameTaken,
  ownRecordOf,
  revokeSessions,
  toUserView,
} from '@/modules/users';
import type { LiveSessions } from '@/socket/live-sessions';
import type { Mailer } from '@/modules/mail';
import { createEmailVerification } from './email-verification.service';
import { createPasswordReset } from './password-reset.service';
import { oidcClients } from './oidc-clients';
import { createAdmission } from './admission';
import { createOidcService } from './oidc.service';
import { createSecurityMails } from './security-mails';
import type { Tokens } from './token';

export interface AuthDeps {
  hasher: PasswordHasher;
  /** OpenID Connect providers students may sign in with (config/env.ts). */
  oidcProviders: OidcProviderConfig[];
  /** The web app's address: provider callbacks are under it. */
  appUrl: string;
  tokens: Tokens;
  /** Open sockets to cut when the user signs out everywhere. */
  sessions: LiveSessions;
  mailer: Mailer;
  /** MODERATOR_EMAILS: these students are made moderators when they register or sign in. */
  moderatorEmails: string[];
}

export function createAuthService({
  hasher,
  oidcProviders,
  appUrl,
  tokens,
  sessions,
  mailer,
  moderatorEmails,
}: AuthDeps) {
  const { listedModerator, admit } = createAdmission(moderatorEmails);
  const verification = createEmailVerification(mailer);
  const clients = oidcClients(oidcProviders);
  const securityMails = createSecurityMails(mailer, clients);

  function session(user: { _id: { toString(): string }; tokenVersion?: number | null }): string {
    return tokens.sign({ userId: user._id.toString(), version: user.tokenVersion ?? 0 });
  }

  return {
    verification,
    securityMails,
    passwordReset: createPasswordReset({
      hasher,
      tokens,
      sessions,
      mailer,
      mentionOf: securityMails.mentionOf,
    }),
    oidc: createOidcService({
      clients,
      appUrl,
      hasher,
      session,
      admit,
      mailer,
    }),

    async register(input: RegisterRequest): Promise<AuthResponse> {
      const [emailTaken, usernameTaken] = await Promise.all([
        isEmailTaken(input.email),
        isUsernameTaken(input.username),
      ]);
      if (emailTaken) throw badRequest(API_MESSAGES.emailTaken, 'EMAIL_TAKEN');
      if (usernameTaken) throw badRequest(API_MESSAGES.usernameTaken, 'USERNAME_TAKEN');
      const { password, ...profile } = input;
      const user = await createAccount({
        ...profile,
        passwordHash: await hasher.hash(password),
        ...(listedModerator(input.email) ? { moderator: true } : {}),
      });
      await verification.sendLink(user._id.toString());
      return { token: session(user), user: toUserView(user, { includeEmail: true }) };
    },

    async login({ email, password }: LoginRequest): Promise<AuthResponse> {
      const user = await accountForLogin(email);
      // An unknown email is compared too, so that both failures are equally slow.
      const matches = await hasher.compare(password, user?.passwordHash ?? hasher.unknownUserHash);
      if (!user || !matches)
        throw unauthorized(API_MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
      await admit(user);
      return { token: session(user), user: toUserView(user, { includeEmail: true }) };
    },

    /**
     * Revokes every token of the user (this one too), disconnects their sockets, and mails them
     * which linked accounts can still sign in.
     */
    async logoutEverywhere(userId: string): Promise<void> {
      if (!(await revokeSessions(userId))) throw notFound(API_MESSAGES.userNotFound);
      sessions.end(userId);
      await securityMails.signedOutEverywhere(userId);
    },
    /**
     * Follows a verification link; every open session of the student hears their new record, so
     * the "verify your email" banner goes in every tab (the link may be opened anywhere).
     */
    async verifyEmail(token: string, view: (user: User) => User): Promise<string> {
      const { message, userId } = await verification.verify(token);
      const user = await ownRecordOf(userId);
      if (user) sessions.updated(view(toUserView(user, { includeEmail: true })));
      return message;
    },
    async me(userId: string): Promise<User> {
      const user = await ownRecordOf(userId);
      if (!user) throw notFound(API_MESSAGES.userNotFound);
      return toUserView(user, { includeEmail: true });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
