/**
 * Spec texts (§2) the shell shows that @peerconnect/contracts does not export yet. Once contracts
 * exports one of these, import it from there and delete it here.
 */
export const SHELL_MESSAGES = {
  nav: {
    dashboard: 'Dashboard',
    activities: 'Activities',
    createActivity: 'Create Activity',
    friends: 'Friends',
    // The link's own label (CHAT_MESSAGES.messagesTitle heads the page): importing the chat's
    // text table here would put all of it in every page's first load.
    messages: 'Messages',
    login: 'Login',
    signUp: 'Sign Up',
    logout: 'Logout',
  },
  landing: {
    getStarted: 'Get Started',
    logIn: 'Log In',
    features: ['Discover Activities', 'Connect with Peers', 'Create Your Own'],
  },
  login: {
    title: 'Welcome Back',
    forgotPassword: 'Forgot password?',
  },
  register: {
    progress: (step: number, of: number) => `${step} of ${of}`,
    continue: 'Continue',
    back: 'Back',
    createAccount: 'Create Account',
    creating: 'Creating...',
  },
} as const;
