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
export {
  campusAddressesOf,
  setCampusOf,
  studentCountOf,
  studentIdsWithAddress,
} from './campus-membership.store';
export { calendarKeyOf, setCalendarKey, studentOfCalendarKey } from './calendar-keys.store';
export { interestChoices, searchCandidates, type SearchCandidate } from './directory.store';
export {
  areFriends,
  befriend,
  endFriendship,
  forgetFriendshipsOf,
  friendIdsOf,
  friendIdsOfEach,
  friendsOf,
} from './friendships.store';
export {
  accountWithEmail,
  type LinkedIdentity,
  linkIdentity,
  ownerOfIdentity,
  securityContactOf,
  signInMethodsOf,
  unlinkIdentity,
} from './identities.store';
export { type InterestLists, interestKey, interestKeysOf, listOfKey } from './interest-keys';
export { moveToInterestKeys } from './interest-keys-migration';
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
export { repointProfilePictures, studentsShowingPicture } from './profile-pictures.store';
export {
  changeEmails,
  ensureStudentIndexes,
  insertGeneratedStudents,
  setModeratorByEmail,
  setPicturePath,
  studentCount,
  studentIdsOfCampus,
} from './seeding.store';
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
export { verifyStudentsFromBeforeVerification } from './verified-before-verification';
export { campusOf, toUserView } from './user-view';
export { refuseIfSuspended } from './suspension';
export { usersRoutes } from './users.routes';
export { type UsersService, createUsersService } from './users.service';
