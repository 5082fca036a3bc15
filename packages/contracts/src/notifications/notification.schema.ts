import { z } from 'zod';
import { integerInput } from '../common/number.schema';
import { objectIdSchema } from '../common/object-id.schema';
import { LIMITS } from '../constants';

/** Every kind of notification; a new kind is added here and gets its settings with it. */
export const NOTIFICATION_TYPES = [
  'friend-request',
  'friend-accepted',
  'activity-joined',
  'activity-updated',
  'activity-cancelled',
  'direct-message',
  'activity-reminder',
  'waitlist-promoted',
  'report-outcome',
  'activity-invite',
] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
  invalidLimit: `Limit must be a whole number from 1 to ${LIMITS.notificationsPageMax}`,
  invalidCursor: 'Invalid cursor',
  invalidReminder: `Reminder must be 0 (off) or from ${LIMITS.reminderMinutesMin} to ${LIMITS.reminderMinutesMax} minutes`,
  invalidUnsubscribe: 'This unsubscribe link is not valid',
  unsubscribed: 'You will no longer get emails about this',
  unsubscribeTitle: 'Unsubscribe from PeerConnect emails',
  unsubscribeQuestion: (kind: string) =>
    `Stop getting emails about ${kind}? You will still see them in the app.`,
  unsubscribeButton: 'Unsubscribe',
} as const;

/** One notification as the list and the live event show it: who, what, about which activity, where to go. */
export const notificationSchema = z.object({
  _id: objectIdSchema,
  type: notificationTypeSchema,
  /** The student who acted (the latest, when several are collapsed into one); none for reminders. */
  actor: z
    .object({ _id: objectIdSchema, username: z.string(), profilePicture: z.string().optional() })
    .nullable(),
  activity: z.object({ _id: objectIdSchema, title: z.string() }).optional(),
  /** The sentence, such as 'Ana and 3 others joined Board games'. */
  text: z.string(),
  /** The app page it is about. */
  link: z.string(),
  read: z.boolean(),
  /** When it last happened (a collapsed one moves up with each new event). */
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  limit: integerInput(NOTIFICATION_MESSAGES.invalidLimit)
    .pipe(
      z
        .number()
        .min(1, NOTIFICATION_MESSAGES.invalidLimit)
        .max(LIMITS.notificationsPageMax, NOTIFICATION_MESSAGES.invalidLimit)
        .nullable(),
    )
    .optional()
    .transform((limit) => limit ?? LIMITS.notificationsPageSize),
  cursor: z
    .string({ error: NOTIFICATION_MESSAGES.invalidCursor })
    .trim()
    .max(LIMITS.cursorLength, NOTIFICATION_MESSAGES.invalidCursor)
    .optional()
    .transform((cursor) => cursor || undefined),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int().min(0),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z.object({ unreadCount: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** Where a notification reaches the student: in the app, by email, and pushed to their devices. */
const channelsSchema = z.object({ inApp: z.boolean(), email: z.boolean(), push: z.boolean() });
export type NotificationChannels = z.infer<typeof channelsSchema>;

/** Per type, in the app, by email and by push; a reminder this many minutes before the start (0: none). */
export const notificationSettingsSchema = z.object({
  types: z.object(
    Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, channelsSchema])) as Record<
      NotificationType,
      typeof channelsSchema
    >,
  ),
  reminderMinutes: z
    .number({ error: NOTIFICATION_MESSAGES.invalidReminder })
    .int(NOTIFICATION_MESSAGES.invalidReminder)
    .refine(
      (minutes) =>
        minutes === 0 ||
        (minutes >= LIMITS.reminderMinutesMin && minutes <= LIMITS.reminderMinutesMax),
      NOTIFICATION_MESSAGES.invalidReminder,
    ),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** A change of settings: any types (each channel on its own) and the reminder. */
export const updateNotificationSettingsSchema = z.object({
  types: z
    .object(
      Object.fromEntries(
        NOTIFICATION_TYPES.map((type) => [type, channelsSchema.partial().optional()]),
      ) as Record<NotificationType, z.ZodOptional<ReturnType<typeof channelsSchema.partial>>>,
    )
    .strict()
    .optional(),
  reminderMinutes: notificationSettingsSchema.shape.reminderMinutes.optional(),
});
export type UpdateNotificationSettings = z.infer<typeof updateNotificationSettingsSchema>;

/** Live, to every session of the student: a new (or grown, when collapsed) notification and the new count. */
export const notificationEventSchema = z.object({
  notification: notificationSchema,
  unreadCount: z.number().int().min(0),
});
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

/** Live, to every session of the student: notifications were read on one of them ('all', or these ids). */
export const notificationsReadEventSchema = z.object({
  ids: z.union([z.literal('all'), z.array(objectIdSchema)]),
  unreadCount: z.number().int().min(0),
});
export type NotificationsReadEvent = z.infer<typeof notificationsReadEventSchema>;
