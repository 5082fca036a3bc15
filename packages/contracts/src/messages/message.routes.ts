import { z } from 'zod';
import { ACTIVITY_MESSAGES } from '../activities/activity.messages';
import { API_MESSAGES } from '../common/messages';
import { idParam } from '../common/object-id.schema';
import { defineRoute, json } from '../common/route';
import { messageEndpoints } from './message.endpoints';
import { chatSettingsSchema, inboxEntrySchema, muteRequestSchema } from './inbox.schema';
import { CHAT_MESSAGES } from './message.messages';
import {
  chatMessageSchema,
  editMessageRequestSchema,
  conversationSchema,
  directMessageSchema,
  messageHistoryQuerySchema,
  reactRequestSchema,
  sendActivityMessageRequestSchema,
  sendDirectMessageRequestSchema,
} from './message.schema';

export const messageRoutes = {
  conversations: defineRoute(messageEndpoints.conversations, {
    tag: 'Messages',
    summary: 'Direct conversations with their last message and unread count',
    auth: true,
    responses: [json(200, 'Conversations', z.array(conversationSchema))],
    errors: [401],
  }),
  activityHistory: defineRoute(messageEndpoints.activityHistory, {
    tag: 'Messages',
    summary: 'An activity’s group chat (organizer and participants)',
    auth: true,
    params: z.object({ activityId: idParam(ACTIVITY_MESSAGES.notFound) }),
    query: messageHistoryQuerySchema,
    responses: [json(200, 'Messages, oldest first', z.array(chatMessageSchema))],
    errors: [400, 401, 403, 404],
  }),
  sendToActivity: defineRoute(messageEndpoints.sendToActivity, {
    tag: 'Messages',
    summary: 'Post to an activity’s group chat; a retry with the same clientId is answered 200',
    auth: true,
    body: sendActivityMessageRequestSchema,
    responses: [
      json(201, 'Posted and delivered', chatMessageSchema),
      json(200, 'Already posted', chatMessageSchema),
    ],
    errors: [400, 401, 403, 404, 409, 429],
  }),
  editActivityMessage: defineRoute(messageEndpoints.editActivityMessage, {
    tag: 'Messages',
    summary: 'Edit one’s own message in an activity’s group chat; every member sees it at once',
    auth: true,
    params: z.object({
      activityId: idParam(ACTIVITY_MESSAGES.notFound),
      messageId: idParam(CHAT_MESSAGES.messageNotFound),
    }),
    body: editMessageRequestSchema,
    responses: [json(200, 'The edited message', chatMessageSchema)],
    errors: [400, 401, 403, 404, 409],
  }),
  deleteActivityMessage: defineRoute(messageEndpoints.deleteActivityMessage, {
    tag: 'Messages',
    summary: 'Delete one’s own message, or (organizer) anyone’s; its text is erased',
    auth: true,
    params: z.object({
      activityId: idParam(ACTIVITY_MESSAGES.notFound),
      messageId: idParam(CHAT_MESSAGES.messageNotFound),
    }),
    responses: [json(200, 'The message as it now shows', chatMessageSchema)],
    errors: [400, 401, 403, 404],
  }),
  editDirectMessage: defineRoute(messageEndpoints.editDirectMessage, {
    tag: 'Messages',
    summary: 'Edit one’s own direct message; both students see it at once',
    auth: true,
    params: z.object({ messageId: idParam(CHAT_MESSAGES.messageNotFound) }),
    body: editMessageRequestSchema,
    responses: [json(200, 'The edited message', directMessageSchema)],
    errors: [400, 401, 403, 404, 409],
  }),
  deleteDirectMessage: defineRoute(messageEndpoints.deleteDirectMessage, {
    tag: 'Messages',
    summary: 'Delete one’s own direct message; its text is erased',
    auth: true,
    params: z.object({ messageId: idParam(CHAT_MESSAGES.messageNotFound) }),
    responses: [json(200, 'The message as it now shows', directMessageSchema)],
    errors: [400, 401, 403, 404],
  }),
  reactToActivityMessage: defineRoute(messageEndpoints.reactToActivityMessage, {
    tag: 'Messages',
    summary: 'Set or take back one’s reaction to a message of an activity’s chat; repeatable',
    auth: true,
    params: z.object({
      activityId: idParam(ACTIVITY_MESSAGES.notFound),
      messageId: idParam(CHAT_MESSAGES.messageNotFound),
    }),
    body: reactRequestSchema,
    responses: [json(200, 'The message with its reactions', chatMessageSchema)],
    errors: [400, 401, 403, 404, 409],
  }),
  reactToDirectMessage: defineRoute(messageEndpoints.reactToDirectMessage, {
    tag: 'Messages',
    summary: 'Set or take back one’s reaction to a direct message; repeatable',
    auth: true,
    params: z.object({ messageId: idParam(CHAT_MESSAGES.messageNotFound) }),
    body: reactRequestSchema,
    responses: [json(200, 'The message with its reactions', directMessageSchema)],
    errors: [400, 401, 403, 404, 409],
  }),
  inbox: defineRoute(messageEndpoints.inbox, {
    tag: 'Messages',
    summary:
      'Every chat of the student, direct and of their activities, newest first, with unread counts',
    auth: true,
    responses: [json(200, 'The chats', z.array(inboxEntrySchema))],
    errors: [401],
  }),
  markActivityRead: defineRoute(messageEndpoints.markActivityRead, {
    tag: 'Messages',
    summary: 'Mark an activity’s chat read, on every device of the student',
    auth: true,
    params: z.object({ activityId: idParam(ACTIVITY_MESSAGES.notFound) }),
    responses: [json(200, 'Read', z.object({ unreadCount: z.literal(0) }))],
    errors: [401, 403, 404],
  }),
  settings: defineRoute(messageEndpoints.settings, {
    tag: 'Messages',
    summary: 'The student’s chat settings (read receipts)',
    auth: true,
    responses: [json(200, 'Settings', chatSettingsSchema)],
    errors: [401],
  }),
  updateSettings: defineRoute(messageEndpoints.updateSettings, {
    tag: 'Messages',
    summary: 'Turn read receipts on or off: off neither sends nor shows them',
    auth: true,
    body: chatSettingsSchema,
    responses: [json(200, 'Settings', chatSettingsSchema)],
    errors: [400, 401],
  }),
  mute: defineRoute(messageEndpoints.mute, {
    tag: 'Messages',
    summary: 'Mute or unmute a chat: it keeps its unread count but adds nothing to the total',
    auth: true,
    body: muteRequestSchema,
    responses: [json(200, 'Muted or not', z.object({ muted: z.boolean() }))],
    errors: [400, 401, 403, 404],
  }),
  directHistory: defineRoute(messageEndpoints.directHistory, {
    tag: 'Messages',
    summary: 'The direct conversation with a student',
    auth: true,
    params: z.object({ userId: idParam(API_MESSAGES.userNotFound) }),
    query: messageHistoryQuerySchema,
    responses: [json(200, 'Messages, oldest first', z.array(directMessageSchema))],
    errors: [400, 401, 403, 404],
  }),
  sendDirect: defineRoute(messageEndpoints.sendDirect, {
    tag: 'Messages',
    summary: 'Send a direct message; a retry with the same clientId is answered 200',
    auth: true,
    body: sendDirectMessageRequestSchema,
    responses: [
      json(201, 'Sent and delivered', directMessageSchema),
      json(200, 'Already sent', directMessageSchema),
    ],
    errors: [400, 401, 403, 404, 409, 429],
  }),
};
