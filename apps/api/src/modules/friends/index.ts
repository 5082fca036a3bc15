export { pairKeyOf } from './pair-key';
export { friendsRoutes } from './friends.routes';
export { oneLiveTiePerPair } from './live-pair-migration';
export {
  insertPendingRequests,
  pendingPartnersOf,
  pendingSendersTo,
  requestedAmong,
} from './pending-requests';
export { type FriendsService, createFriendsService } from './friends.service';
export { relationshipBetween } from './relationship';
export { severAllTiesOf, severTies } from './sever-ties';
