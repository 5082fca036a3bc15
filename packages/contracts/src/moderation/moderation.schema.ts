import { z } from 'zod';
import { integerInput } from '../common/number.schema';
import { objectIdSchema } from '../common/object-id.schema';

export const REPORT_TARGET_TYPES = ['user', 'message', 'activity'] as const;
export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'safety', 'other'] as const;
export const MODERATION_ACTIONS = ['dismiss', 'hide', 'suspend', 'ban'] as const;
export const REPORT_STATUSES = ['open', 'closed'] as const;
/** Different students reporting one message that hide it at once, until a moderator decides. */
export const AUTO_HIDE_REPORTERS = 3;
export const SUSPENSION_MAX_DAYS = 365;

export const MODERATION_MESSAGES = {
  invalidTargetType: 'Report a student, a message or an activity',
  invalidReason: 'Choose why you report this',
  noteTooLong: 'Keep the note under 500 characters',
  targetNotFound: 'There is nothing to report here',
  notYourself: 'You cannot report yourself or what you wrote',
  alreadyReported: 'You have already reported this; a moderator will look at it',
  reported: 'Thank you. A moderator will look at it; nobody is told who reported it.',
  moderatorsOnly: 'Only moderators can do this',
  reportNotFound: 'Report not found',
  reportClosed: 'This report has already been decided',
  invalidAction: 'Choose dismiss, hide, suspend or ban',
  noteRequired: 'Say why, for the audit log',
  daysRequired: `Suspend for 1 to ${SUSPENSION_MAX_DAYS} days`,
  removedByModerator: 'Removed by a moderator',
  suspendedUntil: (until: string) => `Your account is suspended until ${until}.`,
  banned: 'Your account is banned.',
} as const;

const M = MODERATION_MESSAGES;

export const reportTargetTypeSchema = z.enum(REPORT_TARGET_TYPES, { error: M.invalidTargetType });
export type ReportTargetType = z.infer<typeof reportTargetTypeSchema>;
export const reportReasonSchema = z.enum(REPORT_REASONS, { error: M.invalidReason });
export type ReportReason = z.infer<typeof reportReasonSchema>;
export const moderationActionSchema = z.enum(MODERATION_ACTIONS, { error: M.invalidAction });
export type ModerationAction = z.infer<typeof moderationActionSchema>;

const note = z.string().trim().max(500, M.noteTooLong);

export const createReportRequestSchema = z.object({
  targetType: reportTargetTypeSchema,
  targetId: objectIdSchema,
  reason: reportReasonSchema,
  note: note.optional().transform((text) => text || undefined),
});
export type CreateReportRequest = z.infer<typeof createReportRequestSchema>;
export type CreateReportInput = z.input<typeof createReportRequestSchema>;

export const createReportResponseSchema = z.object({
  _id: objectIdSchema,
  status: z.literal('open'),
  message: z.string(),
});

export const reportListQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES).default('open'),
});

/** The reported content as it was when the first open report of it came in. */
export const reportedContentSchema = z.object({
  /** The words reported: a message, a profile's bio, an activity's title and description. */
  text: z.string(),
  /** Whose it is: the student acted on by suspend and ban. */
  author: z.object({ _id: objectIdSchema, username: z.string() }).nullable(),
  /** Where it was: 'Direct message', an activity's title, 'Profile'. */
  context: z.string(),
});

export const reportSchema = z.object({
  _id: objectIdSchema,
  targetType: reportTargetTypeSchema,
  targetId: objectIdSchema,
  reason: reportReasonSchema,
  note: z.string().optional(),
  status: z.enum(REPORT_STATUSES),
  /** Open reports of the same target by different students, this one included. */
  reporters: z.number().int().min(1),
  content: reportedContentSchema,
  /** Removed for everyone but moderators (by a moderator, or by enough reports). */
  hidden: z.boolean(),
  outcome: moderationActionSchema.optional(),
  createdAt: z.string(),
});
export type Report = z.infer<typeof reportSchema>;

export const moderationActionRequestSchema = z
  .object({
    action: moderationActionSchema,
    days: integerInput(M.daysRequired)
      .pipe(z.number().min(1, M.daysRequired).max(SUSPENSION_MAX_DAYS, M.daysRequired).nullable())
      .optional(),
    note: z.string({ error: M.noteRequired }).trim().min(1, M.noteRequired).max(500, M.noteTooLong),
  })
  .refine((request) => request.action !== 'suspend' || typeof request.days === 'number', {
    message: M.daysRequired,
    path: ['days'],
  });
export type ModerationActionRequest = z.infer<typeof moderationActionRequestSchema>;
export type ModerationActionInput = z.input<typeof moderationActionRequestSchema>;

export const auditEntrySchema = z.object({
  _id: objectIdSchema,
  action: moderationActionSchema,
  moderator: z.object({ _id: objectIdSchema, username: z.string() }),
  targetType: reportTargetTypeSchema,
  targetId: objectIdSchema,
  /** The student suspended or banned, whose content was hidden. */
  subject: z.object({ _id: objectIdSchema, username: z.string() }).nullable(),
  note: z.string(),
  /** Suspended until then; null for a ban. */
  until: z.string().nullable().optional(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
