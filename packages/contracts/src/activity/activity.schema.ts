import { z } from 'zod';
import { ACTIVITY_CATEGORIES, ACTIVITY_SORTS, LIMITS, MINUTE } from '../constants';
import { integerInput } from '../common/number.schema';
import { objectIdSchema } from '../common/object-id.schema';
import { requiredText } from '../common/text.schema';
import { userSummarySchema } from '../user/user.schema';
import { ACTIVITY_MESSAGES as M } from './activity.messages';

export const activityCategorySchema = z.enum(ACTIVITY_CATEGORIES, { error: M.categoryRequired });
export type ActivityCategory = z.infer<typeof activityCategorySchema>;

export const activityParticipantSchema = userSummarySchema.extend({
  email: z.string().optional(),
});
export type ActivityParticipant = z.infer<typeof activityParticipantSchema>;

/** An activity as the API returns it. */
export const activitySchema = z.object({
  _id: objectIdSchema,
  title: z.string(),
  description: z.string(),
  category: activityCategorySchema,
  date: z.iso.datetime({ offset: true }),
  location: z.string(),
  maxParticipants: z.number().int().min(1).nullable(),
  image: z.string().default(''),
  creator: userSummarySchema,
  participants: z.array(activityParticipantSchema),
  createdAt: z.string().optional(),
});
export type Activity = z.infer<typeof activitySchema>;

const DATETIME_LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;
const isoDateTime = z.iso.datetime({ offset: true, local: true });

/**
 * A date-time input, ISO or datetime-local. A datetime-local value is read in the parsing
 * runtime's time zone, so the web parses the form in the browser and sends the ISO result.
 * "Now" is read at parse time; the current minute still counts because the input has no seconds.
 */
export const activityDateSchema = z
  .union([z.date(), z.string()], { error: M.dateRequired })
  .transform((value, ctx) => {
    const text = typeof value === 'string' ? value.trim() : null;
    if (text === '') ctx.addIssue({ code: 'custom', message: M.dateRequired });
    else if (text !== null && !DATETIME_LOCAL.test(text) && !isoDateTime.safeParse(text).success)
      ctx.addIssue({ code: 'custom', message: M.dateInvalid });
    else {
      const date = text === null ? value : new Date(text);
      if (!(date instanceof Date) || Number.isNaN(date.getTime()))
        ctx.addIssue({ code: 'custom', message: M.dateInvalid });
      else if (date.getTime() < Math.floor(Date.now() / MINUTE) * MINUTE)
        ctx.addIssue({ code: 'custom', message: M.dateInPast });
      else return date;
    }
    return z.NEVER;
  });

/** Blank, null or missing means unlimited. */
export const maxParticipantsSchema = z
  .union([integerInput(M.maxParticipantsMin), z.null()], { error: M.maxParticipantsMin })
  .pipe(z.number().min(1, M.maxParticipantsMin).nullable());

/** Field order is the order the spec reports problems in. */
const activityFields = z.object({
  date: activityDateSchema,
  title: requiredText(M.titleRequired, {
    length: LIMITS.activityTitleLength,
    message: M.titleLength,
  }),
  description: requiredText(M.descriptionRequired, {
    length: LIMITS.activityDescriptionLength,
    message: M.descriptionLength,
  }),
  location: requiredText(M.locationRequired, {
    length: LIMITS.locationLength,
    message: M.locationLength,
  }),
  category: activityCategorySchema,
  maxParticipants: maxParticipantsSchema,
});

export const createActivityRequestSchema = activityFields.extend({
  maxParticipants: maxParticipantsSchema.optional().transform((max) => max ?? null),
});
export type CreateActivityRequest = z.infer<typeof createActivityRequestSchema>;
export type CreateActivityInput = z.input<typeof createActivityRequestSchema>;

/** Omitted fields stay as they are; `maxParticipants: null` makes the activity unlimited. */
export const updateActivityRequestSchema = activityFields
  .partial()
  .refine((fields) => Object.values(fields).some((value) => value !== undefined), {
    message: M.nothingToUpdate,
  });
export type UpdateActivityRequest = z.infer<typeof updateActivityRequestSchema>;

export const activitySortSchema = z.enum(ACTIVITY_SORTS, { error: M.invalidSort });
export type ActivitySort = z.infer<typeof activitySortSchema>;

export const activityListQuerySchema = z.object({
  category: z
    .enum([...ACTIVITY_CATEGORIES, 'All'], { error: M.invalidFilter })
    .optional()
    .transform((category) => (category === 'All' ? undefined : category)),
  search: z
    .string({ error: M.invalidFilter })
    .trim()
    .max(LIMITS.activitySearchLength, M.searchLength)
    .optional()
    .transform((search) => search || undefined),
  sort: activitySortSchema.default('newest'),
  limit: integerInput(M.invalidLimit)
    .pipe(
      z.number().min(1, M.invalidLimit).max(LIMITS.activitiesPageMax, M.invalidLimit).nullable(),
    )
    .optional()
    .transform((limit) => limit ?? LIMITS.activitiesPageSize),
  cursor: z
    .string({ error: M.invalidCursor })
    .trim()
    .max(LIMITS.cursorLength, M.invalidCursor)
    .optional()
    .transform((cursor) => cursor || undefined),
});
export type ActivityListQuery = z.infer<typeof activityListQuerySchema>;
export type ActivityListQueryInput = z.input<typeof activityListQuerySchema>;

export const activityPageSchema = z.object({
  items: z.array(activitySchema),
  nextCursor: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;
