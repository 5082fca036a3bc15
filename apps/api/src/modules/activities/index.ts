export { activitiesRoutes } from './activities.routes';
export {
  type ActivitiesService,
  type ActivityChatHooks,
  createActivitiesService,
} from './activities.service';
export {
  type ActivityFacts,
  type CalendarActivity,
  activitiesWithImage,
  activityFacts,
  calendarActivitiesOf,
  hideActivity,
  repointActivityImages,
  reportableActivity,
  sharedActivityFacts,
} from './activities.store';
export { type ActivityBefore, type DeletedActivity, removedNotice } from './activity-notices';
export { toActivityView, viewerOf } from './activity-view';
export { DEFAULT_IMAGES_PATH, defaultImageFor } from './default-images';
export { defaultEndOf, fillEndDates } from './end-date-migration';
export {
  activityExists,
  isActivityOpen,
  isMemberOf,
  memberActivitiesOf,
  memberOfAmong,
  organizes,
  recentActivityPeople,
  shareAnActivity,
  titleForMember,
  upcomingActivityIdsOf,
} from './membership.store';
export {
  type FriendsActivity,
  type SuggestableActivity,
  suggestableActivities,
} from './suggestable.store';
export {
  activitiesWhere,
  addParticipants,
  ensureActivityIndexes,
  insertActivities,
  insertGeneratedActivities,
  insertInvite,
  seatIfRoom,
  setActivityImage,
  setCampusOfActivitiesBy,
  setSharePreview,
} from './seed.store';
