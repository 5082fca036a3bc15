import { z } from 'zod';
import { idParam } from '../common/object-id.schema';
import { messageResponseSchema } from '../common/responses.schema';
import { defineRoute, file, json } from '../common/route';
import { notificationEndpoints } from './notification.endpoints';
import {
  NOTIFICATION_MESSAGES as M,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationSchema,
  notificationSettingsSchema,
  notificationTypeSchema,
  unreadCountSchema,
  updateNotificationSettingsSchema,
} from './notification.schema';

const unsubscribeQuery = z.object({
  token: z.string({ error: M.invalidUnsubscribe }).max(200, M.invalidUnsubscribe),
  type: notificationTypeSchema,
});

export const notificationRoutes = {
  list: defineRoute(notificationEndpoints.list, {
    tag: 'Notifications',
    summary: 'The student’s notifications, newest first, with the unread count',
    auth: true,
    query: notificationListQuerySchema,
    responses: [json(200, 'A page of notifications', notificationPageSchema)],
    errors: [400, 401],
  }),
  readAll: defineRoute(notificationEndpoints.readAll, {
    tag: 'Notifications',
    summary: 'Mark every notification read (on all the student’s devices)',
    auth: true,
    responses: [json(200, 'None unread', unreadCountSchema)],
    errors: [401],
  }),
  read: defineRoute(notificationEndpoints.read, {
    tag: 'Notifications',
    summary: 'Mark one notification read (on all the student’s devices)',
    auth: true,
    params: z.object({ id: idParam(M.notFound) }),
    responses: [
      json(200, 'The notification, read', notificationSchema.extend(unreadCountSchema.shape)),
    ],
    errors: [401, 404],
  }),
  getSettings: defineRoute(notificationEndpoints.getSettings, {
    tag: 'Notifications',
    summary:
      'The student’s notification settings: per type in the app and by email, and the reminder',
    auth: true,
    responses: [json(200, 'Settings', notificationSettingsSchema)],
    errors: [401],
  }),
  updateSettings: defineRoute(notificationEndpoints.updateSettings, {
    tag: 'Notifications',
    summary: 'Change notification settings (the types and fields sent; the rest stays)',
    auth: true,
    body: updateNotificationSettingsSchema,
    responses: [json(200, 'Settings', notificationSettingsSchema)],
    errors: [400, 401],
  }),
  /** One-click unsubscribe from a mail (RFC 8058 POST), or the link in its footer (GET). */
  unsubscribe: defineRoute(notificationEndpoints.unsubscribe, {
    tag: 'Notifications',
    summary:
      'Stop the emails of one type, from the signed link in such a mail (no sign-in): RFC 8058 one-click, or the button of the GET page (which gets a page back)',
    auth: false,
    query: unsubscribeQuery,
    responses: [
      json(200, 'Unsubscribed', messageResponseSchema),
      file('Unsubscribed, as a page (a browser’s form)', 'text/html'),
    ],
    errors: [400],
  }),
  unsubscribeLink: defineRoute(notificationEndpoints.unsubscribeLink, {
    tag: 'Notifications',
    summary:
      'The mail footer’s link: a page with a button that unsubscribes (a GET changes nothing, as mail scanners open links)',
    auth: false,
    query: unsubscribeQuery,
    responses: [file('A page asking to confirm', 'text/html')],
    errors: [400],
  }),
};
