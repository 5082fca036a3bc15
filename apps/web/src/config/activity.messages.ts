/**
 * The activity screens' own texts: list, detail, form and delete dialog. What the API refuses with
 * comes in its answers (contracts' ACTIVITY_MESSAGES).
 */
export const ACTIVITY_TEXT = {
  loadFailed: 'Failed to load activities. Please try again later.',
  loadFailedHint: 'The server might be unavailable or the connection might be disrupted.',
  detailLoadFailed: 'Failed to load activity details. Please check your connection and try again.',
  joinFailed: 'Failed to join activity',
  leaveFailed: 'Failed to leave activity',
  deleteFailed: 'Failed to delete activity',
  createFailed: 'Failed to create activity',
  noResponse: 'No response received from server. Please check your connection.',
  unexpectedCreateResponse: 'Activity created but returned unexpected response',

  listTitle: 'Discover Activities',
  organizerLabel: 'Organizer',
  youAreOrganizer: 'You are the organizer of this activity',
  joinActivity: 'Join Activity',
  leaveActivity: 'Leave Activity',
  activityFull: 'Activity Full',
  aboutActivity: 'About this activity',
  maxParticipantsHint: 'Leave empty for unlimited',
  createActivity: 'Create Activity',
  creating: 'Creating...',
  clearFilters: 'Clear Filters',
  retry: 'Retry',
  tryAgain: 'Try Again',
  backToActivities: 'Back to Activities',
  viewDetails: 'View Details',

  deleteTitle: 'Delete Activity',
  deleteConfirm: 'Are you sure you want to delete this activity? This action cannot be undone.',
  deleteCancel: 'Cancel',
  deleteAction: 'Delete',
  deleting: 'Deleting...',
} as const;

/** The life of an activity: waitlist, organizer tools, time and calendars. */
export const ACTIVITY_LIFE_TEXT = {
  joinWaitlist: 'Join Waitlist',
  leaveWaitlist: 'Leave Waitlist',
  waitlistPosition: (position: number, count: number) =>
    `You are number ${position} of ${count} on the waitlist: you get a place as soon as one frees up.`,
  waiting: (count: number) => (count === 1 ? '1 student waiting' : `${count} students waiting`),
  cancelledNotice: 'This activity is cancelled.',
  startedNotice: 'This activity has started: joining and leaving are closed.',
  pastNotice: 'This activity is over.',
  removedNotice: 'The organizer has removed you from this activity.',
  waitlistTitle: 'Waitlist',
  removedTitle: 'Removed students',
  allowAgain: 'Allow again',
  remove: 'Remove',
  removeTitle: 'Remove participant',
  removeConfirm: (name: string) =>
    `Remove ${name} from this activity? They are told, and cannot join again unless you allow it.`,
  removing: 'Removing...',
  cancelActivity: 'Cancel activity',
  cancelTitle: 'Cancel this activity?',
  cancelIntro:
    'It stays visible as cancelled, nobody can join, its chat becomes read-only, and everyone who joined or waits is told.',
  cancelReason: 'Reason (optional)',
  cancelling: 'Cancelling...',
  keepActivity: 'Keep it',
  addToCalendar: 'Add to calendar',
  downloadIcs: 'Download .ics',
  googleCalendar: 'Google Calendar',
  outlookCalendar: 'Outlook',
  timeZone: (zone: string) => `Times are in your time zone (${zone}).`,
  endHint: 'Optional: leave empty for 2 hours.',
  upcoming: 'Upcoming',
  past: 'Past',
  stageBadges: { cancelled: 'Cancelled', past: 'Past', started: 'Happening now' },
  feedTitle: 'Calendar feed',
  feedIntro:
    'Subscribe to this address in Google, Apple or Outlook calendar to see every activity you join or organize. Keep it to yourself: anyone with it can read your plans.',
  copy: 'Copy',
  copied: 'Copied',
  resetLink: 'Reset link',
  resetting: 'Resetting...',
} as const;
