import { z } from 'zod';
import { LIMITS, SERIES_FREQUENCIES } from '../constants';
import { objectIdSchema } from '../common/object-id.schema';
import { timeZoneSchema } from '../common/time-zone.schema';
import {
  activitySchema,
  cancelActivityRequestSchema,
  createActivityRequestSchema,
  updateActivityRequestSchema,
} from '../activities/activity.schema';
import { SERIES_MESSAGES as M } from './series.messages';

export const seriesFrequencySchema = z.enum(SERIES_FREQUENCIES, { error: M.frequencyInvalid });
export type SeriesFrequency = z.infer<typeof seriesFrequencySchema>;

const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/** How a series repeats: its weekdays, every week or every other week, until a day or N times. */
export const seriesRuleSchema = z.object({
  frequency: seriesFrequencySchema,
  weekdays: z
    .array(
      z
        .number({ error: M.weekdayInvalid })
        .int(M.weekdayInvalid)
        .min(1, M.weekdayInvalid)
        .max(7, M.weekdayInvalid),
      {
        error: M.weekdaysRequired,
      },
    )
    .min(1, M.weekdaysRequired)
    .transform((days) => [...new Set(days)].sort()),
  ends: z.union(
    [
      z.object({
        count: z
          .number({ error: M.countInvalid })
          .int(M.countInvalid)
          .min(2, M.countInvalid)
          .max(LIMITS.seriesMaxOccurrences, M.countInvalid),
      }),
      z.object({
        until: z
          .string({ error: M.untilInvalid })
          .regex(DAY_TEXT, M.untilInvalid)
          .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), M.untilInvalid),
      }),
    ],
    { error: M.untilInvalid },
  ),
  /** The zone the weekdays and the time of day are read in: the organizer's browser's. */
  timeZone: timeZoneSchema,
});
export type SeriesRuleInput = z.input<typeof seriesRuleSchema>;

/** POST /api/series: the first date's activity, and how it repeats. */
export const createSeriesRequestSchema = z.object({
  activity: createActivityRequestSchema,
  repeat: seriesRuleSchema,
});
export type CreateSeriesRequest = z.infer<typeof createSeriesRequestSchema>;
export type CreateSeriesInput = z.input<typeof createSeriesRequestSchema>;

/** Which dates an edit or a cancel applies to. */
export const SERIES_SCOPES = ['this', 'following', 'all'] as const;
export type SeriesScope = (typeof SERIES_SCOPES)[number];

/** PUT /api/series/{id}/activities/{activityId}: this date, or this and the following ones. */
export const updateSeriesRequestSchema = z.object({
  scope: z.enum(['this', 'following'], { error: M.scopeInvalid }),
  changes: updateActivityRequestSchema,
});
export type UpdateSeriesRequest = z.infer<typeof updateSeriesRequestSchema>;

/** POST /api/series/{id}/cancel: one date, it and the following ones, or every upcoming date. */
export const cancelSeriesRequestSchema = cancelActivityRequestSchema
  .extend({
    scope: z.enum(SERIES_SCOPES, { error: M.scopeInvalid }),
    /** The date chosen ('this' and 'following'); ignored for 'all'. */
    activityId: objectIdSchema.optional(),
  })
  .refine((body) => body.scope === 'all' || body.activityId, {
    message: M.notInSeries,
    path: ['activityId'],
  });
export type CancelSeriesRequest = z.infer<typeof cancelSeriesRequestSchema>;

/** A series as the API returns it: its rule and its dates, each an activity of its own. */
export const seriesSchema = z.object({
  _id: objectIdSchema,
  frequency: seriesFrequencySchema,
  weekdays: z.array(z.number().int().min(1).max(7)),
  timeZone: z.string(),
  activities: z.array(activitySchema),
});
export type Series = z.infer<typeof seriesSchema>;
