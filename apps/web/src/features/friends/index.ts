/** What other features use of friends: the lists, accepting a request, and the request button. */
export { getFriendRecommendationsQueryOptions } from './api/get-friend-recommendations';
export { getFriendRequestsQueryOptions } from './api/get-friend-requests';
export { FRIENDS_KEY, getFriendsQueryOptions, useFriends } from './api/get-friends';
export { useAcceptFriendRequest } from './api/accept-friend-request';
export { useFriendRequestButton } from './use-friend-request-button';
export { useSendFriendRequest } from './api/send-friend-request';
export { FriendRequestButton } from './components/friend-request-button';
