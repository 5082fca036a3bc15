import { VERIFY_BANNER_TEXT } from './messages';

/** Password reset, address verification, and leaving with one's data: the account's screens. */
export const ACCOUNT_TEXT = {
  forgotTitle: 'Forgot your password?',
  emailLabel: 'Email',
  forgotIntro:
    'Enter the email of your account and we will send you a link to choose a new password.',
  sendLink: 'Send reset link',
  sending: 'Sending...',
  checkInbox: 'The link works once, for 30 minutes. Check your spam folder if it does not arrive.',
  backToLogin: 'Back to Log In',
  resetTitle: 'Choose a new password',
  resetIntro: 'Every device signed in to your account is signed out; this one signs in.',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  setPassword: 'Set new password',
  setting: 'Saving...',
  askAgain: 'Ask for a new link',
  verifyTitle: VERIFY_BANNER_TEXT.title,
  verifying: 'Verifying your email...',
  continueToApp: 'Continue to PeerConnect',
  pendingEmail: (email: string) =>
    `Waiting for verification: ${email} becomes your email once you follow the link we sent to it.`,
  currentPasswordHint: 'Needed to change the email address',
  dataTitle: 'Your data',
  dataIntro:
    'Download your profile, friends, activities and the messages you sent, as a JSON file.',
  download: 'Download my data',
  downloading: 'Preparing...',
  dangerTitle: 'Danger zone',
  dangerIntro:
    'Deleting your account removes your profile, friendships and places in activities, and cancels the activities you organize. Messages you sent stay for the people you sent them to, from a deleted student.',
  deleteAccount: 'Delete my account',
  confirmDelete: 'Delete my account for good',
  deleting: 'Deleting...',
  passwordToConfirm: 'Your password, to confirm',
  cancel: 'Cancel',
  deletedNotice: 'This student deleted their account: you can read your conversation, not answer.',
} as const;
