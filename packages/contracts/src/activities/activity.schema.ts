import { z } from 'zod';
import {
  ACTIVITY_CATEGORIES,
  ACTIVITY_SORTS,
  LIMITS,
  MINUTE,
  SERIES_FREQUENCIES,
} from '../constants';
import { booleanInput } from '../common/boolean.schema';
import { integerInput } from '../common/number.schema';
import { objectIdSchema } from '../common/object-id.schema';
import { queryText, requiredText } from '../common/text.schema';
import { campusBadgeSchema } from '../campuses/campus.schema';
import { userSummarySchema } from '../users/user.schema';
import { ACTIVITY_MESSAGES as M } from './activity.messages';

export const activityCategorySchema = z.enum(ACTIVITY_CATEGORIES, { error: M.categoryRequired });
export type ActivityCategory = z.infer<typeof activityCategorySchema>;

export const activityParticipantSchema = userSummarySchema.extend({
  email: z.string().optional(),
});

export const VIEWER_STATUSES = ['joined', 'waitlisted', 'none'] as const;

/** Where the signed-in student stands with an activity. */
export const activityViewerSchema = z.object({
  status: z.enum(VIEWER_STATUSES),
  /** 1 for the first in line; only while waitlisted. */
  position: z.number().int().min(1).optional(),
  /** The organizer removed this student, who cannot join until allowed again. */
  removed: z.boolean().optional(),
});
export type ActivityViewer = z.infer<typeof activityViewerSchema>;

/** An activity as the API returns it. */
export const activitySchema = z.object({
  _id: objectIdSchema,
  title: z.string(),
  description: z.string(),
  category: activityCategorySchema,
  /** The start. */
  date: z.iso.datetime({ offset: true }),
  endDate: z.iso.datetime({ offset: true }),
  location: z.string(),
  maxParticipants: z.number().int().min(1).nullable(),
  image: z.string().default(''),
  /** An organizer who deleted their account shows as a Deleted student with an empty `_id`. */
  creator: userSummarySchema.extend({ _id: objectIdSchema.or(z.literal('')) }),
  participants: z.array(activityParticipantSchema),
  /** How many wait for a place; who they are, in order, only for the organizer. */
  waitlistCount: z.number().int().min(0),
  waitlist: z.array(userSummarySchema).optional(),
  /** Students the organizer removed (organizer only). */
  removed: z.array(userSummarySchema).optional(),
  /** Set when the organizer cancelled it: it stays visible, nobody can join, its chat is read-only. */
  cancelledAt: z.string().optional(),
  cancelReason: z.string().optional(),
  viewer: activityViewerSchema.optional(),
  /** The weekly series this date belongs to, if any (GET /api/series/{id} lists its dates). */
  series: z.object({ _id: objectIdSchema, frequency: z.enum(SERIES_FREQUENCIES) }).optional(),
  /** Whether a link to it shows visitors a preview: on unless the organizer turned it off. */
  sharePreview: z.boolean().optional(),
  createdAt: z.string().optional(),
  /** The organizer's campus when they created it; absent when they had none. */
  campus: campusBadgeSchema.optional(),
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

/** The end: a date-time like the start, or blank for the default duration. */
const endDateSchema = z
  .union([z.literal(''), z.null(), activityDateSchema])
  .transform((value) => (value instanceof Date ? value : undefined));

/** Field order is the order problems are reported in: the first one found is the one shown. */
const activityFields = z.object({
  date: activityDateSchema,
  endDate: endDateSchema.optional(),
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
  sharePreview: booleanInput.optional(),
});

/** The end comes after the start, within the longest an activity may last. */
function checkEnd(fields: { date?: Date; endDate?: Date }, ctx: z.RefinementCtx) {
  if (!fields.date || !fields.endDate) return;
  const length = fields.endDate.getTime() - fields.date.getTime();
  if (length <= 0) ctx.addIssue({ code: 'custom', message: M.endBeforeStart, path: ['endDate'] });
  else if (length > LIMITS.activityMaxDays * 24 * 60 * MINUTE)
    ctx.addIssue({ code: 'custom', message: M.tooLong, path: ['endDate'] });
}

export const createActivityRequestSchema = activityFields
  .extend({ maxParticipants: maxParticipantsSchema.optional().transform((max) => max ?? null) })
  .superRefine(checkEnd);
export type CreateActivityRequest = z.infer<typeof createActivityRequestSchema>;
export type CreateActivityInput = z.input<typeof createActivityRequestSchema>;

/** Omitted fields stay as they are; `maxParticipants: null` makes the activity unlimited. */
export const updateActivityRequestSchema = activityFields
  .partial()
  .refine((fields) => Object.values(fields).some((value) => value !== undefined), {
    message: M.nothingToUpdate,
  })
  .superRefine(checkEnd);
export type UpdateActivityRequest = z.infer<typeof updateActivityRequestSchema>;

export const activitySortSchema = z.enum(ACTIVITY_SORTS, { error: M.invalidSort });
export type ActivitySort = z.infer<typeof activitySortSchema>;

export const activityListQuerySchema = z
  .object({
    category: z
      .enum([...ACTIVITY_CATEGORIES, 'All'], { error: M.invalidFilter })
      .optional()
      .transform((category) => (category === 'All' ? undefined : category)),
    search: z
      .string({ error: M.invalidFilter })
      .pipe(
        queryText(
          { length: LIMITS.activitySearchLength, message: M.searchLength },
          M.searchControl,
        ),
      )
      .optional()
      .transform((search) => search || undefined),
    /** Upcoming (not yet ended, the default) or past activities. */
    when: z.enum(['upcoming', 'past'], { error: M.invalidWhen }).default('upcoming'),
    /** `mine`: only activities of the signed-in student's campus (none without a campus). */
    campus: z.enum(['mine'], { error: M.invalidFilter }).optional(),
    /**
     * Starting at or after `from` and before `to` (both optional): the web turns Today, This week,
     * This weekend and a picked range into these instants in the student's own time zone.
     */
    from: z.iso.datetime({ offset: true, error: M.invalidRange }).optional(),
    to: z.iso.datetime({ offset: true, error: M.invalidRange }).optional(),
    /** By default the soonest upcoming first, the latest past first. */
    sort: activitySortSchema.optional(),
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
  })
  .refine((query) => !query.from || !query.to || Date.parse(query.from) < Date.parse(query.to), {
    message: M.invalidRange,
    path: ['to'],
  });
export type ActivityListQuery = z.infer<typeof activityListQuerySchema>;
export type ActivityListQueryInput = z.input<typeof activityListQuerySchema>;

export const activityPageSchema = z.object({
  items: z.array(activitySchema),
  nextCursor: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

/** GET /api/activities/user/joined and /created. */
export const ownActivitiesQuerySchema = z.object({
  when: z.enum(['upcoming', 'past'], { error: M.invalidWhen }).default('upcoming'),
});

/** POST /api/activities/{id}/cancel. */
export const cancelActivityRequestSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(LIMITS.cancelReasonLength, M.cancelReasonLength)
    .optional()
    .transform((reason) => reason || undefined),
});

/** POST /api/activities/{id}/invites: the friends to invite. */
export const inviteFriendsRequestSchema = z.object({
  userIds: z
    .array(objectIdSchema, { error: M.inviteNobody })
    .min(1, M.inviteNobody)
    .max(LIMITS.invitesPerRequest, M.tooManyInvites),
});
export type InviteFriendsRequest = z.infer<typeof inviteFriendsRequestSchema>;

export const INVITE_STATUSES = ['invitable', 'invited', 'going'] as const;

/** A friend as the invite picker offers them: invited already, going, or free to invite. */
export const invitableFriendSchema = userSummarySchema.extend({
  status: z.enum(INVITE_STATUSES),
});
export type InvitableFriend = z.infer<typeof invitableFriendSchema>;

export const invitableFriendsSchema = z.array(invitableFriendSchema);

/** The answer to an invite: who was invited now, and the picker's list as it stands after. */
export const inviteFriendsResponseSchema = z.object({
  invited: z.array(objectIdSchema),
  friends: invitableFriendsSchema,
});
export type InviteFriendsResponse = z.infer<typeof inviteFriendsResponseSchema>;
