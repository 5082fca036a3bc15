import { z } from 'zod';
import { LIMITS } from '../constants';
import { objectIdSchema } from '../common/object-id.schema';
import { userSummarySchema } from '../users/user.schema';
import { CHAT_MESSAGES as M } from './message.messages';
import { ACTIVITY_ROOM_PREFIX, directRoomId } from './rooms';

export const messageContentSchema = z
  .string({ error: M.contentRequired })
  .trim()
  .min(1, M.contentRequired)
  .max(LIMITS.chatMessageLength, M.contentLength);

/** Made by the sender so a retry or the HTTP fallback of a socket send is stored only once. */
export const clientIdSchema = z
  .string({ error: M.clientIdFormat })
  .regex(
    new RegExp(`^[A-Za-z0-9_-]{${LIMITS.clientIdMin},${LIMITS.clientIdMax}}$`),
    M.clientIdFormat,
  );

/** The activity id of a room name, `activity-{id}` or the bare id; null when it is neither. */
export function parseActivityRoomId(room: string): string | null {
  const id = room.startsWith(ACTIVITY_ROOM_PREFIX) ? room.slice(ACTIVITY_ROOM_PREFIX.length) : room;
  return objectIdSchema.safeParse(id).success ? id : null;
}

/** The two user ids of a direct room, or null when the name is not one. */
export function parseDirectRoomId(room: string): [string, string] | null {
  const [a, b, ...rest] = room.split('_');
  if (rest.length || a === undefined || b === undefined || a === b) return null;
  const ok = objectIdSchema.safeParse(a).success && objectIdSchema.safeParse(b).success;
  return ok && directRoomId(a, b) === room ? [a, b] : null;
}

/** A room reference in a payload; parses to the activity id. */
export const activityRoomRefSchema = z.string({ error: M.invalidRoom }).transform((room, ctx) => {
  const activityId = parseActivityRoomId(room.trim());
  if (activityId) return activityId;
  ctx.addIssue({ code: 'custom', message: M.invalidRoom });
  return z.NEVER;
});

export const directRoomRefSchema = z
  .string({ error: M.invalidRoom })
  .refine((room) => parseDirectRoomId(room) !== null, M.invalidRoom);

/** Who took a message away: its sender, or (in an activity chat) the organizer. */
export const MESSAGE_REMOVERS = ['sender', 'organizer', 'moderator'] as const;
export type MessageRemover = (typeof MESSAGE_REMOVERS)[number];

/**
 * What changing a message leaves on it: `editedAt` once the text was edited; `deleted` once it was
 * taken away, its text then empty (gone from the database too).
 */
const changeFields = {
  editedAt: z.iso.datetime({ offset: true }).optional(),
  deleted: z.enum(MESSAGE_REMOVERS).optional(),
};

/** The fixed set of reactions; each student leaves at most one per message. */
export const REACTIONS = ['👍', '❤️', '😂', '😮', '😢', '🙏'] as const;
export const reactionSchema = z.enum(REACTIONS, { error: M.invalidReaction });
export type Reaction = z.infer<typeof reactionSchema>;

/** PUT of one's reaction to a message: the one it now is, or null to take it back. Repeatable. */
export const reactRequestSchema = z.object({ emoji: reactionSchema.nullable() });
export type ReactRequest = z.infer<typeof reactRequestSchema>;

/**
 * The message a reply quotes, as it is now: its text, or none once it was deleted (then
 * `deleted` says so and the reply shows 'Deleted message').
 */
export const replyPreviewSchema = z.object({
  _id: objectIdSchema,
  senderId: objectIdSchema,
  senderName: z.string(),
  content: z.string(),
  deleted: z.literal(true).optional(),
});
export type ReplyPreview = z.infer<typeof replyPreviewSchema>;

/** What a reply and reactions add to a message of either chat. */
const responseFields = {
  replyTo: replyPreviewSchema.optional(),
  reactions: z.array(z.object({ userId: objectIdSchema, emoji: reactionSchema })).optional(),
};

/** A message of an activity's group chat. */
export const chatMessageSchema = z.object({
  _id: objectIdSchema,
  content: z.string(),
  sender: z.object({ _id: objectIdSchema, username: z.string() }),
  roomId: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  clientId: z.string().optional(),
  ...changeFields,
  ...responseFields,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const directMessageSchema = z.object({
  _id: objectIdSchema,
  content: z.string(),
  sender: objectIdSchema,
  recipient: objectIdSchema,
  roomId: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  read: z.boolean().optional(),
  clientId: z.string().optional(),
  ...changeFields,
  ...responseFields,
});
export type DirectMessage = z.infer<typeof directMessageSchema>;

export const conversationSchema = z.object({
  user: userSummarySchema,
  /** The other student deleted their account: the history stays, nobody can answer. */
  userDeleted: z.literal(true).optional(),
  lastMessage: z
    .object({
      content: z.string(),
      createdAt: z.string().optional(),
      deleted: z.enum(MESSAGE_REMOVERS).optional(),
    })
    .nullable(),
  unreadCount: z.number().int().min(0),
});
export type Conversation = z.infer<typeof conversationSchema>;

/**
 * POST /api/messages/activity. `senderName` is accepted from old clients and never trusted; a client
 * that sends a `clientId` has its retries stored once, one that sends none gets an id from the server.
 */
export const sendActivityMessageRequestSchema = z.object({
  activityId: objectIdSchema,
  content: messageContentSchema,
  senderName: z.string().max(LIMITS.usernameMax).optional(),
  clientId: clientIdSchema.optional(),
  /** The message of the same chat this one answers. */
  replyTo: objectIdSchema.optional(),
});
export type SendActivityMessageRequest = z.infer<typeof sendActivityMessageRequestSchema>;

/**
 * History requests: the latest page; `?after=<messageId>` what came after it (a reconnecting
 * client); `?before=<messageId>` the page before it (scrolling back). One cursor at a time.
 */
export const messageHistoryQuerySchema = z
  .object({ after: objectIdSchema.optional(), before: objectIdSchema.optional() })
  .refine((query) => !(query.after && query.before), M.oneCursor);
export type MessageHistoryQuery = z.infer<typeof messageHistoryQuerySchema>;

/** POST /api/messages; `clientId` as for the activity chat. */
export const sendDirectMessageRequestSchema = z.object({
  receiverId: objectIdSchema,
  content: messageContentSchema,
  clientId: clientIdSchema.optional(),
  replyTo: objectIdSchema.optional(),
});
export type SendDirectMessageRequest = z.infer<typeof sendDirectMessageRequestSchema>;

/** PUT of a message: its new text, under the same rules as sending. */
export const editMessageRequestSchema = z.object({ content: messageContentSchema });
