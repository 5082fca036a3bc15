import './friends.css';
/** What other features use of friends: the lists, accepting a request, and the request button. */
export {
  friendKeys,
  friendRecommendationsOptions,
  friendRequestsOptions,
  friendsOptions,
  useAcceptFriendRequest,
} from './api/friends-api';
export { useFriendRequestButton } from './api/use-friend-request-button';
export { FriendRequestButton } from './components/friend-request-button';
