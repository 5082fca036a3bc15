export { AVATARS_PATH } from './avatar';
export { avatarRoutes } from './avatar.routes';
export { blockedEitherWay, hasBlocked, isBlockedBetween } from './blocking';
export { type InterestLists, interestKey, interestKeysOf, listOfKey } from './interest-keys';
export { moveToInterestKeys } from './interest-keys-migration';
export { campusOf, UserModel, toUserView } from './user.model';
export { usersRoutes } from './users.routes';
export { type UsersService, createUsersService } from './users.service';
