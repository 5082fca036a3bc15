import { folderOf, operationRoutes, type ActivityCategory } from '@peerconnect/contracts';

/** Where the API serves the default picture of each category (files in apps/api/assets/activity-images). */
export const DEFAULT_IMAGES_PATH = folderOf(operationRoutes.activityImage);

export function defaultImageFor(category: string): string {
  return `${DEFAULT_IMAGES_PATH}/${category.toLowerCase() as Lowercase<ActivityCategory>}.svg`;
}
