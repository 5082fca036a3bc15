export {
  isModerator,
  newestStudents,
  oldestStudents,
  type Student,
  type StudentField,
  studentById,
  studentExists,
  studentsByEmails,
  studentsByIds,
  studentsWithInterestKeys,
  usernameOf,
  usernamesOf,
} from './students.store';
export { repointProfilePictures, studentsShowingPicture } from './profile-pictures.store';
export {
  areFriends,
  befriend,
  endFriendship,
  forgetFriendshipsOf,
  friendIdsOf,
  friendIdsOfEach,
  friendsOf,
} from './friendships.store';
export { interestChoices, searchCandidates, type SearchCandidate } from './directory.store';
export { calendarKeyOf, setCalendarKey, studentOfCalendarKey } from './calendar-keys.store';
export {
  campusAddressesOf,
  setCampusOf,
  studentCountOf,
  studentIdsWithAddress,
} from './campus-membership.store';
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
