export { FriendRequestModel, pairKeyOf } from './friend-request.model';
export { friendsRoutes } from './friends.routes';
export { oneLiveTiePerPair } from './live-pair-migration';
export { type FriendsService, createFriendsService } from './friends.service';
export { relationshipBetween } from './relationship';
export { severAllTiesOf, severTies } from './sever-ties';
