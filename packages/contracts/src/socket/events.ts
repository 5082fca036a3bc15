import type { z } from 'zod';
import type { chatReadEventSchema, messagesReadEventSchema } from '../messages/inbox.schema';
import type { chatMessageSchema, directMessageSchema } from '../messages/message.schema';
import type {
  notificationEventSchema,
  notificationsReadEventSchema,
} from '../notifications/notification.schema';
import type { userSchema } from '../users/user.schema';
import type * as P from './payloads';

export const SOCKET_PATH = '/socket.io';

export const SOCKET_EVENTS = {
  joinActivityRoom: 'join-activity-room',
  joinActivityRooms: 'join-activity-rooms',
  getActivityMessages: 'get-activity-messages',
  sendActivityMessage: 'send-activity-message',
  leaveActivityRoom: 'leave-activity-room',
  activityMessage: 'activity-message',
  activityMessageConfirmation: 'activity-message-confirmation',
  activityMessageError: 'activity-message-error',
  /** A message of the activity chat was edited or deleted: its new version, to every member. */
  activityMessageChanged: 'activity-message-changed',
  joinRoom: 'join-room',
  sendMessage: 'send-message',
  typing: 'typing',
  receiveMessage: 'receive-message',
  /** A direct message was edited or deleted: its new version, to every session of both. */
  messageChanged: 'message-changed',
  /** To a sender's sessions: the other student read their messages (both have receipts on). */
  messagesRead: 'messages-read',
  /** To a reader's own sessions: a chat was read on one device, so it is read on all. */
  chatRead: 'chat-read',
  getPresence: 'get-presence',
  presence: 'presence',
  /** To every session of a student: a new notification (or a collapsed one grown) and the unread count. */
  notification: 'notification',
  /** To every session of a student: notifications read on one device, so on all. */
  notificationsRead: 'notifications-read',
  /** To every session of a student: their own record changed elsewhere (an email verified in another tab). */
  userUpdated: 'user-updated',
} as const;

/** A client event: the client sends the schema's input; the server answers through `ack`. */
type ClientEvent<Payload extends z.ZodType, Ack extends z.ZodType> = (
  payload: z.input<Payload>,
  ack: (response: z.infer<Ack>) => void,
) => void;
type ServerEvent<Payload extends z.ZodType> = (payload: z.infer<Payload>) => void;

export type ClientToServerEvents = {
  [SOCKET_EVENTS.joinActivityRoom]: ClientEvent<
    typeof P.joinActivityRoomPayloadSchema,
    typeof P.joinActivityRoomAckSchema
  >;
  [SOCKET_EVENTS.joinActivityRooms]: ClientEvent<
    typeof P.joinActivityRoomsPayloadSchema,
    typeof P.joinActivityRoomsAckSchema
  >;
  [SOCKET_EVENTS.getActivityMessages]: ClientEvent<
    typeof P.getActivityMessagesPayloadSchema,
    typeof P.getActivityMessagesAckSchema
  >;
  [SOCKET_EVENTS.sendActivityMessage]: ClientEvent<
    typeof P.sendActivityMessagePayloadSchema,
    typeof P.sendActivityMessageAckSchema
  >;
  [SOCKET_EVENTS.leaveActivityRoom]: ClientEvent<
    typeof P.leaveActivityRoomPayloadSchema,
    typeof P.leaveActivityRoomAckSchema
  >;
  [SOCKET_EVENTS.joinRoom]: ClientEvent<typeof P.joinRoomPayloadSchema, typeof P.joinRoomAckSchema>;
  [SOCKET_EVENTS.sendMessage]: ClientEvent<
    typeof P.sendMessagePayloadSchema,
    typeof P.sendMessageAckSchema
  >;
  [SOCKET_EVENTS.typing]: ClientEvent<typeof P.typingPayloadSchema, typeof P.typingAckSchema>;
  [SOCKET_EVENTS.getPresence]: ClientEvent<
    typeof P.getPresencePayloadSchema,
    typeof P.getPresenceAckSchema
  >;
};

export type ServerToClientEvents = {
  [SOCKET_EVENTS.activityMessage]: ServerEvent<typeof chatMessageSchema>;
  [SOCKET_EVENTS.activityMessageConfirmation]: ServerEvent<
    typeof P.activityMessageConfirmationSchema
  >;
  [SOCKET_EVENTS.activityMessageError]: ServerEvent<typeof P.activityMessageErrorSchema>;
  [SOCKET_EVENTS.activityMessageChanged]: ServerEvent<typeof chatMessageSchema>;
  [SOCKET_EVENTS.receiveMessage]: ServerEvent<typeof directMessageSchema>;
  [SOCKET_EVENTS.messageChanged]: ServerEvent<typeof directMessageSchema>;
  [SOCKET_EVENTS.messagesRead]: ServerEvent<typeof messagesReadEventSchema>;
  [SOCKET_EVENTS.chatRead]: ServerEvent<typeof chatReadEventSchema>;
  [SOCKET_EVENTS.typing]: ServerEvent<typeof P.typingEventSchema>;
  [SOCKET_EVENTS.presence]: ServerEvent<typeof P.presenceEventSchema>;
  [SOCKET_EVENTS.notification]: ServerEvent<typeof notificationEventSchema>;
  [SOCKET_EVENTS.notificationsRead]: ServerEvent<typeof notificationsReadEventSchema>;
  [SOCKET_EVENTS.userUpdated]: ServerEvent<typeof userSchema>;
};
