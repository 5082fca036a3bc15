/** The dashboard's texts. */
export const DASHBOARD_MESSAGES = {
  loadFailed: 'Failed to load dashboard data. Please try refreshing the page.',
  myProfile: 'My Profile',
  joinedActivities: 'Joined Activities',
  activitiesForYou: 'Activities for you',
  viewAll: 'View all',
  details: 'Details',
  exploreMore: 'Explore more',
  greeting: 'Welcome back',
  /** A student whose account is less than a day old has not been here before. */
  newGreeting: 'Welcome',
  createActivity: 'Create Activity',
  subtitle: 'Here is what is happening with your activities and friends.',
  stats: {
    activitiesJoined: 'Activities Joined',
    activitiesCreated: 'Activities Created',
    pendingInvitations: 'Pending Invitations',
    friendCount: 'Friends',
  },
  noJoinedActivities: "You haven't joined any activities yet.",
  browseActivities: 'Browse activities',
  filterText: 'Search by name or interest',
  filterOption: 'Show',
  statsLabel: 'Your numbers',
  viewToggle: 'Layout',
  gridView: 'Grid view',
  listView: 'List view',
  noMatchingSuggestions: 'Nobody matches this filter.',
  sharedInterests: 'Shared interests',
  filters: {
    all: 'All',
    high: 'High Match (75%+)',
    medium: 'Medium Match (50%-74%)',
    new: 'New Friends',
    mutual: 'Mutual Friends',
  },
  /** Shown instead of recommendations when there are none yet. */
  placeholderSuggestions: {
    studyGroup: {
      title: 'Join a study group',
      description: 'Find classmates studying the same subjects.',
      action: 'Browse study groups',
    },
    sportsActivity: {
      title: 'Start a sports activity',
      description: 'Invite others to play, train or cheer together.',
      action: 'Create an activity',
    },
  },
} as const;
