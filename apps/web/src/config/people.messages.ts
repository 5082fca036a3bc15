/** Texts of finding people and planning together: search, who is going, invites, date filters. */
export const PEOPLE_TEXT = {
  searchTitle: 'Find people',
  searchLabel: 'Search by username, interest or major',
  searchPlaceholder: 'e.g. lena, climbing, physics',
  searching: 'Searching...',
  noMatches: 'Nobody matches this search',
  noMatchesHint:
    'Students who chose not to be found can still be added by their exact email below.',
  searchFailed: 'The search failed. Please try again.',
  showMore: 'Show more',
  friend: 'Friend',
  addFriend: 'Add Friend',
  sending: 'Sending...',
  requestSent: 'Request Sent',
  sendFailed: 'Failed to send',
  matchedInterest: (interest: string) => `Into ${interest}`,
  privacyTitle: 'People search',
  searchableTitle: 'Find me by search',
  searchableHint:
    'Other students can find you by username, interests and major. Off: only someone who types your exact email finds you.',
  saveFailed: 'Your change could not be saved. Please try again.',
} as const;

export const GOING_TEXT = {
  going: (count: number) => `${count} going`,
  placesLeft: (count: number) => (count === 1 ? '1 place left' : `${count} places left`),
  full: 'Full',
  waiting: (count: number) => `${count} waiting`,
  friendsGoing: (first: string, others: number) =>
    others === 0
      ? `${first} is going`
      : `${first} and ${others} ${others === 1 ? 'friend' : 'friends'} are going`,
} as const;

export const INVITE_TEXT = {
  inviteFriends: 'Invite friends',
  title: 'Invite friends',
  intro: 'Each friend you pick gets a notification with one tap to join.',
  noFriends: 'Your friends will show here to invite once you have some.',
  loading: 'Loading your friends...',
  invited: 'Invited',
  going: 'Going',
  send: (count: number) => (count === 1 ? 'Invite 1 friend' : `Invite ${count} friends`),
  sending: 'Inviting...',
  sent: (count: number) => (count === 1 ? 'Invited 1 friend' : `Invited ${count} friends`),
  close: 'Close',
  join: 'Join',
  joining: 'Joining...',
} as const;

export const DATE_FILTER_TEXT = {
  label: 'When',
  any: 'Any time',
  today: 'Today',
  week: 'This week',
  weekend: 'This weekend',
  range: 'Pick dates',
  from: 'From',
  to: 'To',
} as const;

export const LEAVE_TEXT = {
  title: 'Leave Activity',
  confirm: 'Leave? Your place goes to the next person in line.',
  leave: 'Leave',
  leaving: 'Leaving...',
  stay: 'Stay',
} as const;
