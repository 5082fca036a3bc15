import { timeText } from '@/lib/time-text';

/**
 * Every mail PeerConnect sends, in one place: a subject, a plain-text part and an HTML part, each
 * with the product's name and a way back to the app.
 */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action the mail asks for, if any. */
  link?: string;
  /** Extra headers (List-Unsubscribe on notification mails). */
  headers?: Record<string, string>;
}

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? '',
  );

interface Content {
  subject: string;
  /** Paragraphs, plain text (escaped for the HTML part). */
  paragraphs: string[];
  action?: { label: string; link: string };
  /** A notification mail's one-click unsubscribe from its type. */
  unsubscribe?: string;
}

function compose(
  to: string,
  appUrl: string,
  { subject, paragraphs, action, unsubscribe }: Content,
): Mail {
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.link}`] : []),
    `— PeerConnect, ${appUrl}`,
    ...(unsubscribe ? [`Stop these emails: ${unsubscribe}`] : []),
  ].join('\n\n');
  const button = action
    ? `<p><a href="${escape(action.link)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#4338ca;color:#ffffff;text-decoration:none;font-weight:600">${escape(action.label)}</a></p><p style="font-size:13px;color:#555">Or open this address: ${escape(action.link)}</p>`
    : '';
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f7f7fb;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f1b2e"><div style="max-width:520px;margin:0 auto;padding:24px;border-radius:12px;background:#ffffff"><p style="margin-top:0;font-size:20px;font-weight:700;color:#4338ca">PeerConnect</p>${paragraphs.map((paragraph) => `<p>${escape(paragraph)}</p>`).join('')}${button}<p style="font-size:13px;color:#555"><a href="${escape(appUrl)}" style="color:#4338ca">PeerConnect</a>: find, join and create activities with other students.</p>${unsubscribe ? `<p style="font-size:13px;color:#555"><a href="${escape(unsubscribe)}" style="color:#555">Stop these emails</a></p>` : ''}</div></body></html>`;
  return {
    to,
    subject,
    text,
    html,
    ...(action ? { link: action.link } : {}),
    ...(unsubscribe
      ? {
          headers: {
            'List-Unsubscribe': `<${unsubscribe}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}

/** A provider account linked to the student, as a mail names it. */
export interface LinkedAccountMention {
  name: string;
  email: string;
}

/**
 * The provider accounts that sign in to the student's account, in the mails about its security:
 * a new password does not keep out an account linked by someone else, so each is named with the
 * way to unlink it.
 */
function linkedAccountsParagraphs(appUrl: string, linked: LinkedAccountMention[]): string[] {
  if (linked.length === 0) return [];
  const names = linked.map(({ name, email }) => (email ? `${name} (${email})` : name));
  return [
    `These accounts can also sign in to yours: ${names.join(', ')}.`,
    `If one of them is not yours, unlink it under Linked accounts in your settings: ${appUrl}/settings`,
  ];
}

/** What a mail about an activity may add: why it was cancelled, the way out, the reader's zone. */
export interface ActivityMailOptions {
  reason?: string;
  unsubscribe?: string;
  timeZone?: string;
}

export function mailTemplates(appUrl: string) {
  return {
    passwordReset(to: string, link: string, linked: LinkedAccountMention[] = []): Mail {
      return compose(to, appUrl, {
        subject: 'Reset your PeerConnect password',
        paragraphs: [
          'Someone (hopefully you) asked to reset the password of the PeerConnect account for this address.',
          'The link works once, for 30 minutes. If you did not ask, ignore this mail: your password stays as it is.',
          ...linkedAccountsParagraphs(appUrl, linked),
        ],
        action: { label: 'Choose a new password', link },
      });
    },
    passwordChanged(to: string, linked: LinkedAccountMention[]): Mail {
      return compose(to, appUrl, {
        subject: 'Your PeerConnect password was changed',
        paragraphs: [
          'The password of your PeerConnect account was just changed, and every device was signed out.',
          'If this was not you, reset your password from the login page now.',
          ...linkedAccountsParagraphs(appUrl, linked),
        ],
        action: { label: 'Open PeerConnect', link: `${appUrl}/login` },
      });
    },
    signedOutEverywhere(to: string, linked: LinkedAccountMention[]): Mail {
      return compose(to, appUrl, {
        subject: 'You were signed out of PeerConnect everywhere',
        paragraphs: [
          'Every device signed in to your PeerConnect account was just signed out.',
          ...linkedAccountsParagraphs(appUrl, linked),
        ],
        action: { label: 'Open PeerConnect', link: `${appUrl}/login` },
      });
    },
    accountLinked(to: string, linked: LinkedAccountMention): Mail {
      const named = linked.email
        ? `${linked.name} account (${linked.email})`
        : `${linked.name} account`;
      return compose(to, appUrl, {
        subject: `A ${linked.name} account was linked to your PeerConnect account`,
        paragraphs: [
          `The ${named} can now sign in to your PeerConnect account.`,
          'If this was you, there is nothing to do. If it was not, unlink it under Linked accounts in your settings and change your password.',
        ],
        action: { label: 'Open my settings', link: `${appUrl}/settings` },
      });
    },
    verifyEmail(to: string, username: string, link: string): Mail {
      return compose(to, appUrl, {
        subject: 'Verify your email address for PeerConnect',
        paragraphs: [
          `Hi ${username}, please confirm that this address is yours.`,
          'The link works for 2 days.',
        ],
        action: { label: 'Verify my email', link },
      });
    },
    emailChangeNotice(to: string, username: string, newEmail: string): Mail {
      return compose(to, appUrl, {
        subject: 'Your PeerConnect email address is being changed',
        paragraphs: [
          `Hi ${username}, someone signed in to your account asked to change its email address to ${newEmail}.`,
          'The change takes effect once the new address is verified. If this was not you, change your password now: it signs out every device.',
        ],
        action: { label: 'Open PeerConnect', link: `${appUrl}/login` },
      });
    },
    /** `reason`: the organizer's, or why PeerConnect cancelled it. */
    activityCancelled(
      to: string,
      title: string,
      date: Date,
      { reason, unsubscribe, timeZone }: ActivityMailOptions = {},
    ): Mail {
      return compose(to, appUrl, {
        ...(unsubscribe ? { unsubscribe } : {}),
        subject: `Cancelled: ${title}`,
        paragraphs: [
          `“${title}” on ${timeText(date, timeZone, 'full')} is cancelled${reason ? `: ${reason}` : '.'}`,
          'Other activities are waiting for you.',
        ],
        action: { label: 'Find activities', link: `${appUrl}/activities` },
      });
    },
    placeFreed(
      to: string,
      title: string,
      date: Date,
      link: string,
      { unsubscribe, timeZone }: ActivityMailOptions = {},
    ): Mail {
      return compose(to, appUrl, {
        ...(unsubscribe ? { unsubscribe } : {}),
        subject: `You're in: ${title}`,
        paragraphs: [
          `A place freed up in “${title}” on ${timeText(date, timeZone, 'full')}, and you were next on the waitlist: you are now a participant.`,
          'If you cannot make it any more, leave the activity so the next student gets the place.',
        ],
        action: { label: 'Open the activity', link },
      });
    },
    /** A notification by mail: its sentence, a link to what it is about, and the way out. */
    notification(to: string, text: string, link: string, unsubscribe: string): Mail {
      return compose(to, appUrl, {
        subject: text,
        paragraphs: [text],
        action: { label: 'Open PeerConnect', link },
        unsubscribe,
      });
    },
    removedFromActivity(
      to: string,
      title: string,
      date: Date,
      { timeZone }: ActivityMailOptions = {},
    ): Mail {
      return compose(to, appUrl, {
        subject: `Removed from ${title}`,
        paragraphs: [
          `The organizer of “${title}” on ${timeText(date, timeZone, 'full')} has removed you from it.`,
        ],
        action: { label: 'Find other activities', link: `${appUrl}/activities` },
      });
    },
  };
}

export type MailTemplates = ReturnType<typeof mailTemplates>;
