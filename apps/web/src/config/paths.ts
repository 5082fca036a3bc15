/** The one route table: every link and redirect in the app builds its path here. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  /** Where a provider sign-in lands with its one-time code (auth/oidc.service.ts). */
  oidcComplete: '/auth/complete',
  welcome: '/welcome',
  dashboard: '/dashboard',
  profile: (userId?: string) => (userId ? `/profile/${userId}` : '/profile'),
  /** The own profile with its joined or created activities shown. */
  profileActivities: (kind: 'joined' | 'created') => `/profile?activities=${kind}`,
  activities: (category?: string) =>
    category ? `/activities?category=${encodeURIComponent(category)}` : '/activities',
  activity: (id: string) => `/activities/${id}`,
  activityChat: (id: string) => `/activities/${id}/chat`,
  newActivity: '/activities/new',
  createActivity: '/activities/create',
  editActivity: (id: string) => `/activities/edit/${id}`,
  messages: '/messages',
  chat: (userId: string) => `/messages/${userId}`,
  friends: '/friends',
  friendRequests: '/friends?tab=requests',
  findPeople: '/friends?tab=add',
  terms: '/terms',
  privacy: '/privacy',
  notifications: '/notifications',
  moderation: '/moderation',
  settings: '/settings',
} as const;
