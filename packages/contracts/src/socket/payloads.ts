import { z } from 'zod';
import { LIMITS } from '../constants';
import { apiErrorCodeSchema } from '../common/api-error.schema';
import { objectIdSchema } from '../common/object-id.schema';
import {
  activityRoomRefSchema,
  chatMessageSchema,
  clientIdSchema,
  directMessageSchema,
  directRoomRefSchema,
  messageContentSchema,
  parseActivityRoomId,
  parseDirectRoomId,
  sendDirectMessageRequestSchema,
} from '../messages/message.schema';
import { ACTIVITY_ROOM_PREFIX } from '../messages/rooms';
import { CHAT_MESSAGES as M } from '../messages/message.messages';
import { ackSchema } from './ack.schema';

/*
 * Client → server payloads. Who is speaking comes from the authenticated socket, never from the
 * payload, so the userId, username, sender and timestamp fields older clients send are not part
 * of them.
 * Activity rooms are named `activity-{id}` (or the bare id) and parse to `activityId`.
 */
const activityRoomPayload = z
  .object({ roomId: activityRoomRefSchema })
  .transform(({ roomId }) => ({ activityId: roomId }));

export const joinActivityRoomPayloadSchema = activityRoomPayload;
/** Every activity chat of the inbox in one event, so a student in many activities is not rate limited. */
export const joinActivityRoomsPayloadSchema = z
  .object({ roomIds: z.array(activityRoomRefSchema).max(LIMITS.activityRoomsPerJoin) })
  .transform(({ roomIds }) => ({ activityIds: [...new Set(roomIds)] }));
export const getActivityMessagesPayloadSchema = activityRoomPayload;
export const leaveActivityRoomPayloadSchema = activityRoomPayload;

export const sendActivityMessagePayloadSchema = z
  .object({
    roomId: activityRoomRefSchema,
    content: messageContentSchema,
    clientId: clientIdSchema.optional(),
    replyTo: objectIdSchema.optional(),
  })
  .transform(({ roomId, ...message }) => ({ activityId: roomId, ...message }));

export const joinRoomPayloadSchema = z.object({ roomId: directRoomRefSchema });
export const sendMessagePayloadSchema = sendDirectMessageRequestSchema;
/** Typing in a direct room (`a_b`) or an activity's group chat (`activity-{id}`). */
export const typingPayloadSchema = z.object({
  roomId: z
    .string({ error: M.invalidRoom })
    .refine(
      (room) =>
        parseDirectRoomId(room) !== null ||
        (room.startsWith(ACTIVITY_ROOM_PREFIX) && parseActivityRoomId(room) !== null),
      M.invalidRoom,
    ),
  isTyping: z.boolean().default(true),
});
export const getPresencePayloadSchema = z.object({
  userIds: z.array(objectIdSchema).max(LIMITS.presenceQueryMax),
});

/** Acknowledgements, one per client event. */
export const joinActivityRoomAckSchema = ackSchema({ roomId: z.string() });
/** The rooms joined: those of the named activities the student belongs to. */
export const joinActivityRoomsAckSchema = ackSchema({ roomIds: z.array(z.string()) });
export const getActivityMessagesAckSchema = ackSchema({ messages: z.array(chatMessageSchema) });
export const sendActivityMessageAckSchema = ackSchema({ message: chatMessageSchema });
export const leaveActivityRoomAckSchema = ackSchema({});
export const joinRoomAckSchema = ackSchema({ roomId: z.string() });
export const sendMessageAckSchema = ackSchema({ message: directMessageSchema });
export const typingAckSchema = ackSchema({});
export const getPresenceAckSchema = ackSchema({ onlineUserIds: z.array(objectIdSchema) });

/** Server → client payloads. */
export const activityMessageConfirmationSchema = z.object({
  clientId: z.string(),
  message: chatMessageSchema,
});
export const activityMessageErrorSchema = z.object({
  clientId: z.string().optional(),
  error: z.string(),
  code: apiErrorCodeSchema,
});
export const typingEventSchema = z.object({
  roomId: z.string(),
  userId: objectIdSchema,
  /** Who is typing, for a group chat's 'Ana is typing…'. */
  username: z.string().optional(),
  isTyping: z.boolean(),
});
export const presenceEventSchema = z.object({ userId: objectIdSchema, isOnline: z.boolean() });

/** The handshake: the token travels in `auth` (or, for old clients, the query). */
export const socketHandshakeSchema = z.object({ token: z.string().trim().min(1) });
