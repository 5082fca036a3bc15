import { z } from 'zod';
import { objectIdSchema } from '../common/object-id.schema';
import { conversationSchema, MESSAGE_REMOVERS } from './message.schema';

/** A student's chat preferences: read receipts on (the default) means sending and seeing them. */
export const chatSettingsSchema = z.object({ readReceipts: z.boolean() });
export type ChatSettings = z.infer<typeof chatSettingsSchema>;

/** Which chat a request is about: a direct conversation (the other student) or an activity's. */
export const chatRefSchema = z.object({
  kind: z.enum(['direct', 'activity']),
  id: objectIdSchema,
});
export type ChatRef = z.infer<typeof chatRefSchema>;

/** Muting keeps a chat's own unread count but leaves it out of the total. */
export const muteRequestSchema = z.object({ chat: chatRefSchema, muted: z.boolean() });

const inboxDirectSchema = conversationSchema.extend({
  kind: z.literal('direct'),
  muted: z.boolean(),
});

const inboxActivitySchema = z.object({
  kind: z.literal('activity'),
  activity: z.object({ _id: objectIdSchema, title: z.string() }),
  lastMessage: z
    .object({
      content: z.string(),
      createdAt: z.string(),
      senderName: z.string(),
      deleted: z.enum(MESSAGE_REMOVERS).optional(),
    })
    .nullable(),
  unreadCount: z.number().int().min(0),
  muted: z.boolean(),
});

/** One row of the inbox: every chat of the student, direct or of an activity. */
export const inboxEntrySchema = z.discriminatedUnion('kind', [
  inboxDirectSchema,
  inboxActivitySchema,
]);
export type InboxEntry = z.infer<typeof inboxEntrySchema>;
export type InboxActivityEntry = z.infer<typeof inboxActivitySchema>;

/** To the sender's sessions: the other student read the conversation up to `readAt`. */
export const messagesReadEventSchema = z.object({
  roomId: z.string(),
  readerId: objectIdSchema,
  readAt: z.iso.datetime({ offset: true }),
});

/** To the reader's own sessions: this chat was read on one of them, so its count is 0 on all. */
export const chatReadEventSchema = chatRefSchema;
