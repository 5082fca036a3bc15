/** The sign-in and sign-up screens' own texts; what the API answers comes with it. */
export const LOGIN_TEXT = {
  title: 'Welcome Back',
  forgotPassword: 'Forgot password?',
  intro: 'Sign in to see your activities, friends and messages.',
  email: 'Email',
  password: 'Password',
  loggingIn: 'Logging in...',
  or: 'or',
  newHere: 'New to PeerConnect?',
  createAccount: 'Create an account',
} as const;

export const REGISTER_TEXT = {
  progress: (step: number, of: number) => `${step} of ${of}`,
  continue: 'Continue',
  back: 'Back',
  createAccount: 'Create Account',
  creating: 'Creating...',
  title: 'Create your account',
  progressLabel: 'Registration progress',
  progressText: (step: number, of: number) => `Step ${step} of ${of}`,
  username: 'Username',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  major: 'Major (optional)',
  graduationYear: 'Expected graduation year (optional)',
  interestsTitle: 'What are you into?',
  tastesTitle: 'Music and screen',
  interestsHint: 'Add as many as you like: we use them to suggest activities and friends.',
  termsBefore: 'By creating an account you agree to the ',
  termsLink: 'Terms',
  termsBetween: ' and the ',
  privacyLink: 'Privacy Policy',
} as const;

export const REGISTER_MESSAGES = {
  noToken: 'Invalid response from server',
  offline: 'Network error. Please check your internet connection.',
  failed: 'Registration failed',
  emailTaken: 'This email is already registered. Please use another email or try logging in.',
  usernameTaken: 'This username is already taken. Please choose another username.',
  serverErrorPrefix: 'Server Error: ',
  serverErrorHints: [
    'Your password may be too short (at least 6 characters).',
    'There may be network problems between you and the server.',
    'The server may be temporarily unavailable.',
  ],
} as const;
