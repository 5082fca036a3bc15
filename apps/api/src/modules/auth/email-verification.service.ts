import { ACCOUNT_MESSAGES, API_MESSAGES } from '@peerconnect/contracts';
import { badRequest, notFound } from '@/lib/app-error';
import type { Mailer } from '@/modules/mail';
import { refreshCampusOf } from '@/modules/campuses';
import {
  confirmAddress,
  isEmailTaken,
  setPendingEmail,
  storeVerificationLink,
  verificationAddressOf,
  verificationLinkOwner,
  verificationStateOf,
} from '@/modules/users';
import { hashOfLinkToken, newLinkToken } from './link-token';

const VERIFY_LINK_TTL_MS = 2 * 24 * 60 * 60 * 1000;
export const VERIFY_EMAIL_PAGE = '/verify-email';

/**
 * Proves that a student reads the address on their account: at registration, and before a new
 * address from the profile replaces the old one. Each new link replaces the previous one.
 */
export function createEmailVerification(mailer: Mailer) {
  /** Mails a link for the pending address if there is one, else for the current one. */
  async function sendLink(userId: string): Promise<void> {
    const { token, hash } = newLinkToken();
    const user = await verificationAddressOf(userId);
    if (!user) throw notFound(API_MESSAGES.userNotFound);
    const { email } = user;
    await storeVerificationLink(userId, {
      hash,
      email,
      expiresAt: new Date(Date.now() + VERIFY_LINK_TTL_MS),
    });
    await mailer.send(
      mailer.templates.verifyEmail(email, user.username, mailer.link(VERIFY_EMAIL_PAGE, token)),
    );
  }

  return {
    sendLink,

    /**
     * Marks the linked address verified; a pending new address becomes the account's email.
     * Answers with the message and whose address it was.
     */
    async verify(token: string): Promise<{ message: string; userId: string }> {
      const hash = hashOfLinkToken(token);
      const user = await verificationLinkOwner(hash);
      const linked = user?.linked;
      if (!user || !linked || (linked !== user.email && linked !== user.pendingEmail))
        throw badRequest(ACCOUNT_MESSAGES.verifyLinkInvalid, 'LINK_INVALID');
      const changing = linked !== user.email;
      if (changing && (await isEmailTaken(linked, user.userId)))
        throw badRequest(API_MESSAGES.emailTaken, 'EMAIL_TAKEN');
      if (!(await confirmAddress(user.userId, { hash, email: linked, changing })))
        throw badRequest(ACCOUNT_MESSAGES.verifyLinkInvalid, 'LINK_INVALID');
      // A verified address on a campus domain makes a verified student of that campus.
      await refreshCampusOf(user.userId);
      return {
        message: changing ? ACCOUNT_MESSAGES.emailChanged : ACCOUNT_MESSAGES.emailVerified,
        userId: user.userId,
      };
    },

    async resend(userId: string): Promise<void> {
      const user = await verificationStateOf(userId);
      if (!user) throw notFound(API_MESSAGES.userNotFound);
      if (user.emailVerified && !user.pendingEmail)
        throw badRequest(ACCOUNT_MESSAGES.alreadyVerified);
      await sendLink(userId);
    },

    /**
     * Starts a change of address: it takes effect when the new one is verified; the old one is told.
     * An address another account has answers the same but gets no link (it could never be
     * verified), so the form cannot be used to find out who is registered.
     */
    async requestChange(userId: string, newEmail: string): Promise<void> {
      const taken = await isEmailTaken(newEmail, userId);
      // The verification link for the new address is made just below.
      const user = await setPendingEmail(userId, newEmail);
      if (!user) throw notFound(API_MESSAGES.userNotFound);
      if (!taken) await sendLink(userId);
      await mailer.send(mailer.templates.emailChangeNotice(user.email, user.username, newEmail));
    },
  };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
