/** What the API says about friendships: refusals and the answers of its friend-request routes. */
export const FRIEND_MESSAGES = {
  cannotRequestSelf: 'You cannot send a friend request to yourself',
  alreadyFriends: 'You are already friends with this user',
  requestPending: 'A friend request is already pending',
  requestNotFound: 'Friend request not found',
  notYourRequest: 'This friend request is not addressed to you',
  requestNotPending: 'This friend request has already been answered',
  requestedYouFirst: 'This user had already sent you a friend request, so you are now friends',
  notFriends: 'You are not friends with this user',
  friendRemoved: 'Friend removed',
  requestDeclined: 'Friend request declined',
  sentSuccess: 'Friend request sent successfully!',
} as const;
