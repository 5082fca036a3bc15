import {
  ACCOUNT_MESSAGES,
  type AuthResponse,
  type ResetPasswordRequest,
} from '@peerconnect/contracts';
import { refreshCampusOf } from '@/modules/campuses';
import { badRequest } from '@/lib/app-error';
import type { PasswordHasher } from '@/lib/password';
import type { LinkedAccountMention, Mailer } from '@/modules/mail';
import {
  type LinkedIdentity,
  refuseIfSuspended,
  resetPasswordByLink,
  storeResetLink,
  toUserView,
} from '@/modules/users';
import type { LiveSessions } from '@/socket/live-sessions';
import { hashOfLinkToken, newLinkToken } from './link-token';
import type { Tokens } from './token';

const RESET_LINK_TTL_MS = 30 * 60 * 1000;
export const RESET_PASSWORD_PAGE = '/reset-password';

export interface PasswordResetDeps {
  hasher: PasswordHasher;
  tokens: Tokens;
  sessions: LiveSessions;
  mailer: Mailer;
  /** The provider accounts linked to a student, as the mails name them (oidc.service.ts). */
  mentionOf: (identities: LinkedIdentity[]) => LinkedAccountMention[];
}

/** Forgot password: a link mailed to the account's address, valid 30 minutes, once. */
export function createPasswordReset({
  hasher,
  tokens,
  sessions,
  mailer,
  mentionOf,
}: PasswordResetDeps) {
  return {
    /** Mails a link when the address has an account; the caller answers the same either way. */
    async requestLink(email: string): Promise<void> {
      const { token, hash } = newLinkToken();
      // Storing the new hash replaces the previous link's: only the latest works.
      const account = await storeResetLink(email, {
        hash,
        expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS),
      });
      if (!account) return;
      await mailer.send(
        mailer.templates.passwordReset(
          account.email,
          mailer.link(RESET_PASSWORD_PAGE, token),
          mentionOf(account.identities),
        ),
      );
    },

    /**
     * Sets the new password, ends every session (their tokens and open sockets) and signs this one
     * in. The link also proves the address is read, so it counts as verified.
     */
    async reset({ token, password }: ResetPasswordRequest): Promise<AuthResponse> {
      const passwordHash = await hasher.hash(password);
      const user = await resetPasswordByLink(hashOfLinkToken(token), passwordHash);
      if (!user) throw badRequest(ACCOUNT_MESSAGES.resetLinkInvalid, 'LINK_INVALID');
      const userId = user._id.toString();
      sessions.end(userId);
      await refreshCampusOf(userId);
      // The password is changed, but a suspended student gets no session from it.
      refuseIfSuspended(user);
      return {
        token: tokens.sign({ userId, version: user.tokenVersion ?? 0 }),
        user: toUserView(user, { includeEmail: true }),
      };
    },
  };
}

export type PasswordReset = ReturnType<typeof createPasswordReset>;
