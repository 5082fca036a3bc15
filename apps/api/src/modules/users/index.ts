export {
  confirmAddress,
  resetPasswordByLink,
  setPendingEmail,
  storeResetLink,
  storeVerificationLink,
  verificationAddressOf,
  verificationLinkOwner,
  verificationStateOf,
} from './mailed-links.store';
export {
  accountWithEmail,
  linkIdentity,
  ownerOfIdentity,
  signInMethodsOf,
  unlinkIdentity,
} from './identities.store';
export {
  accountForLogin,
  createAccount,
  grantModerator,
  isEmailTaken,
  isUsernameTaken,
  ownRecordOf,
  revokeSessions,
  setFirstPassword,
  setProfileText,
  suspendStudent,
  tokenVersionOf,
} from './accounts.store';
export { AVATARS_PATH } from './avatar';
export { avatarRoutes } from './avatar.routes';
export { blockedEitherWay, hasBlocked, isBlockedBetween } from './blocking';
export { type InterestLists, interestKey, interestKeysOf, listOfKey } from './interest-keys';
export { moveToInterestKeys } from './interest-keys-migration';
export { verifyStudentsFromBeforeVerification } from './verified-before-verification';
export { campusOf, MAILED_LINKS, UserModel, toUserView } from './user.model';
export { refuseIfSuspended } from './suspension';
export { usersRoutes } from './users.routes';
export { type UsersService, createUsersService } from './users.service';
