export { activitiesRoutes } from './activities.routes';
export {
  type ActivitiesService,
  type ActivityChatHooks,
  createActivitiesService,
} from './activities.service';
export { type ActivityBefore, type DeletedActivity, removedNotice } from './activity-notices';
export { type PopulatedActivity, toActivityView, viewerOf } from './activity-view';
export { ActivityModel } from './activity.model';
export { DEFAULT_IMAGES_PATH, defaultImageFor } from './default-images';
export { defaultEndOf, fillEndDates } from './end-date-migration';
export { ActivityInviteModel } from './activity-invite.model';
