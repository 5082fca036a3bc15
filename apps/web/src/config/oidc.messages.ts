import type { OidcOutcome } from '@peerconnect/contracts';

/** Signing in with a university account (OpenID Connect), and the linked accounts in settings. */
export const OIDC_TEXTS = {
  continueWith: (provider: string) => `Continue with ${provider}`,
  providersNote: 'Use the account your university gave you.',
  signingIn: 'Signing you in...',
  outcome: {
    failed: 'Signing in with your university account did not work. Please try again.',
    expired: 'That sign-in took too long or was already used. Please try again.',
    'no-email': 'Your university account did not share an email address, which PeerConnect needs.',
    'link-from-settings':
      'An account with this email already exists. Log in with your password, then link your university account under Linked accounts in your profile settings.',
    'linked-elsewhere': 'That university account is already linked to another PeerConnect account.',
    linked: 'Your university account is linked: you can sign in with it now.',
    PROVIDER_EMAIL_UNVERIFIED:
      'Your university account could not confirm your email address, so we did not use it. You can create an account with your email and confirm it, or log in and link your university account in your settings.',
    PROVIDER_EMAIL_INVALID:
      'Your university account shared an email address PeerConnect cannot use. You can create an account with your own email instead.',
  } satisfies Record<OidcOutcome, string>,
  otherBrowser:
    'This sign-in was started in another browser, so we did not sign you in here. If you want to sign in on this device, please start again here.',
  welcomeTitle: 'Welcome to PeerConnect',
  finish: 'Finish',
  saving: 'Saving...',
  welcomeIntro:
    'Pick your username and tell us what you like, so we can suggest activities and friends.',
  linkedTitle: 'Linked accounts',
  linkedIntro: 'Sign in with your university account as well as, or instead of, a password.',
  linkedAs: (email: string) => `Linked as ${email}`,
  link: (provider: string) => `Link ${provider}`,
  unlink: (provider: string) => `Unlink ${provider}`,
  unlinked: (provider: string) => `${provider} is no longer linked.`,
  confirmLink: (provider: string) =>
    `To keep your account safe, please enter your password before linking ${provider}. We will also send you an email about it.`,
  currentPassword: 'Your password',
  continueLink: (provider: string) => `Continue to ${provider}`,
  cancel: 'Cancel',
  passwordTitle: 'Set a password',
  passwordHint: 'Your account has no password yet: set one to sign in with your email too.',
  setPassword: 'Set password',
};
