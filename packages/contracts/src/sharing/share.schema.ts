import { z } from 'zod';
import { activityCategorySchema } from '../activities/activity.schema';
import { objectIdSchema } from '../common/object-id.schema';

export const SHARE_MESSAGES = {
  /** Also when the organizer turned the preview off: a visitor learns nothing of it. */
  previewNotFound: 'Activity not found',
} as const;

/**
 * A shared activity as a visitor sees it: what a poster would say, never who takes part (only how
 * many) nor anything private of the organizer beyond their username.
 */
export const activityPreviewSchema = z.object({
  _id: objectIdSchema,
  title: z.string(),
  category: activityCategorySchema,
  date: z.iso.datetime({ offset: true }),
  endDate: z.iso.datetime({ offset: true }),
  location: z.string(),
  /** Participants and the organizer. */
  going: z.number().int().min(1),
  organizer: z.string(),
  /** Absolute address of the link card picture (PNG, 1200 × 630). */
  image: z.string(),
  cancelled: z.boolean(),
});
export type ActivityPreview = z.infer<typeof activityPreviewSchema>;
