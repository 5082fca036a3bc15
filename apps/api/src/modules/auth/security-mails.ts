import { type LinkedIdentity, securityContactOf } from '@/modules/users';
import type { Mailer } from '@/modules/mail';
import type { OidcClients } from './oidc-clients';

type LinkedMail = 'passwordChanged' | 'signedOutEverywhere';

/**
 * The mails about a student's ways in: each names the provider accounts linked to the account, as
 * a new password or signing out does not keep out one linked by someone else.
 */
export function createSecurityMails(mailer: Mailer, clients: OidcClients) {
  const mentionOf = (identities: LinkedIdentity[]) =>
    identities.map(({ provider, email }) => ({
      name: clients.find(provider)?.name ?? provider,
      email,
    }));

  const mailTo = (template: LinkedMail) => async (userId: string) => {
    const contact = await securityContactOf(userId);
    if (contact)
      await mailer.send(mailer.templates[template](contact.email, mentionOf(contact.identities)));
  };

  return {
    mentionOf,
    passwordChanged: mailTo('passwordChanged'),
    signedOutEverywhere: mailTo('signedOutEverywhere'),
  };
}

export type SecurityMails = ReturnType<typeof createSecurityMails>;
