import {
  NOTIFICATION_MESSAGES as M,
  SOCKET_EVENTS,
  type NotificationListQuery,
  type NotificationPage,
  type NotificationType,
  type PushPayload,
  type UpdateNotificationSettings,
} from '@peerconnect/contracts';
import { setImmediate } from 'node:timers/promises';
import { badRequest, notFound } from '@/lib/app-error';
import type { Mail, Mailer } from '@/modules/mail';
import { blockedEitherWay, studentExists, studentsByIds, usernameOf } from '@/modules/users';
import { userRoom } from '@/socket/rooms';
import type { ChatServer } from '@/socket/socket-server';
import { NotificationModel, type NotificationRecord } from './notification.model';
import { settingsOf, settingsOfOne, updateSettings } from './notification-settings';
import {
  documentFor,
  objectId,
  page,
  store,
  unreadCount,
  unreadCounts,
  type NotificationFields,
} from './notification-store';
import { actorsOf, linkOf, sentence, timeZonesOf, toNotification } from './notification-view';
import { unsubscribeTokens } from './unsubscribe';

/** The title of a pushed notification, above its sentence. */
const PUSH_TITLES: Record<NotificationType, string> = {
  'friend-request': 'Friend request',
  'friend-accepted': 'New friend',
  'activity-joined': 'New participant',
  'activity-updated': 'Activity changed',
  'activity-cancelled': 'Activity cancelled',
  'direct-message': 'New message',
  'activity-reminder': 'Reminder',
  'waitlist-promoted': 'You have a place',
  'report-outcome': 'Your report',
  'activity-invite': 'Invitation',
};

/** Recipients stored and pushed at a time. */
const NOTIFY_BATCH = 100;

/** A notification pushed to one student's devices (modules/push, handed in by app.ts). */
export type PushOut = (messages: { userId: string; payload: PushPayload }[]) => Promise<void>;

export interface NotificationsDeps {
  io: ChatServer;
  mailer: Mailer;
  push?: PushOut;
  /** Signs the unsubscribe links. */
  secret: string;
  /** Where the API answers from outside (the unsubscribe link leads there). */
  apiUrl: string;
}

/**
 * A mail of its own for a type (the existing cancellation and waitlist mails), given the unsubscribe
 * link and the zone the reader's times are written in.
 */
export type MailFor = (to: string, unsubscribe: string, timeZone?: string) => Mail;

/**
 * The one path of every notification: who gets it (never the actor, never across a block, as each
 * student's settings say), storing it (collapsed where it groups), pushing it live to every open
 * session of the student, and mailing it with a one-click unsubscribe.
 */
export function createNotificationsService({
  io,
  mailer,
  push,
  secret,
  apiUrl,
}: NotificationsDeps) {
  const tokens = unsubscribeTokens(secret);
  async function studentOfUnsubscribe(token: string, type: NotificationType): Promise<string> {
    const userId = tokens.verify(token, type);
    if (!userId || !(await studentExists(userId)))
      throw badRequest(M.invalidUnsubscribe, 'LINK_INVALID');
    return userId;
  }
  const unsubscribeUrl = (userId: string, type: NotificationType) =>
    `${apiUrl}/api/notifications/unsubscribe?type=${type}&token=${tokens.sign(userId, type)}`;

  async function deliver(stored: { record: NotificationRecord }[]): Promise<void> {
    if (stored.length === 0) return;
    const recipients = stored.map(({ record }) => record.recipient.toString());
    const [counts, actors, zones] = await Promise.all([
      unreadCounts(recipients),
      actorsOf(stored.map(({ record }) => record)),
      timeZonesOf(recipients),
    ]);
    for (const { record } of stored) {
      const recipient = record.recipient.toString();
      io.to(userRoom(recipient)).emit(SOCKET_EVENTS.notification, {
        notification: toNotification(record, actors, zones.get(recipient)),
        unreadCount: counts.get(recipient) ?? 0,
      });
    }
  }

  /** The notification as each recipient reads it outside the app: in their zone, with its page. */
  async function readersOf(recipients: string[], fields: NotificationFields) {
    const people = await studentsByIds(recipients, ['email', 'timeZone']);
    const actorName = fields.actor ? ((await usernameOf(fields.actor)) ?? 'Someone') : 'Someone';
    return people.map((person) => {
      const id = person._id.toString();
      const record = {
        ...documentFor(id, fields, new Date()),
        _id: person._id,
        read: false,
        count: 1,
      } as NotificationRecord;
      const timeZone = person.timeZone ?? undefined;
      const text = sentence(record, actorName, timeZone);
      return { id, email: person.email, timeZone, text, link: linkOf(record) };
    });
  }

  async function mail(recipients: string[], fields: NotificationFields, mailFor?: MailFor) {
    for (const reader of await readersOf(recipients, fields)) {
      const unsubscribe = unsubscribeUrl(reader.id, fields.type);
      await mailer.send(
        mailFor?.(reader.email, unsubscribe, reader.timeZone) ??
          mailer.templates.notification(
            reader.email,
            reader.text,
            mailer.page(reader.link),
            unsubscribe,
          ),
      );
    }
  }

  async function pushTo(send: PushOut, recipients: string[], fields: NotificationFields) {
    const readers = await readersOf(recipients, fields);
    await send(
      readers.map((reader) => ({
        userId: reader.id,
        payload: {
          type: fields.type,
          title: PUSH_TITLES[fields.type],
          body: reader.text,
          url: reader.link,
        },
      })),
    );
  }

  /** Sends one event to its recipients; see above for who they end up being. */
  async function notify(recipients: string[], fields: NotificationFields, mailFor?: MailFor) {
    let targets = [...new Set(recipients)].filter((id) => id !== fields.actor);
    if (fields.actor && targets.length > 0) {
      const blocked = await blockedEitherWay(fields.actor);
      targets = targets.filter((id) => !blocked.has(id));
    }
    if (targets.length === 0) return;
    const settings = await settingsOf(targets);
    const wants = (id: string, channel: 'inApp' | 'email' | 'push') =>
      settings.get(id)?.types[fields.type][channel] ?? false;
    const inApp = targets.filter((id) => wants(id, 'inApp'));
    const inAppSet = new Set(inApp);
    const storedFor = new Set<string>();
    // In batches, so that a large activity's edit leaves the database and the sockets free for
    // chat between them instead of holding both for the whole fan-out.
    for (let from = 0; from < inApp.length; from += NOTIFY_BATCH) {
      const stored = await store(inApp.slice(from, from + NOTIFY_BATCH), fields);
      await deliver(stored);
      for (const { record } of stored) storedFor.add(record.recipient.toString());
      await setImmediate();
    }
    // A `once` event attempted again mails and pushes to nobody who already has it.
    const outside = (channel: 'email' | 'push') =>
      targets.filter(
        (id) => wants(id, channel) && (!fields.once || !inAppSet.has(id) || storedFor.has(id)),
      );
    const byMail = outside('email');
    if (byMail.length > 0) await mail(byMail, fields, mailFor);
    const byPush = push ? outside('push') : [];
    if (push && byPush.length > 0) await pushTo(push, byPush, fields);
  }

  return {
    notify,

    async list(
      userId: string,
      query: NotificationListQuery,
      baseUrl: string,
    ): Promise<NotificationPage> {
      const [{ items, nextCursor }, unread, zones] = await Promise.all([
        page(userId, query.limit, query.cursor),
        unreadCount(userId),
        timeZonesOf([userId]),
      ]);
      const actors = await actorsOf(items);
      return {
        items: items.map((record) => toNotification(record, actors, zones.get(userId), baseUrl)),
        nextCursor,
        unreadCount: unread,
      };
    },

    /** Marks one read, on every session of the student. */
    async markRead(userId: string, id: string, baseUrl: string) {
      const record = await NotificationModel.findOneAndUpdate(
        { _id: objectId(id), recipient: objectId(userId) },
        { $set: { read: true } },
        { returnDocument: 'after' },
      ).lean<NotificationRecord>();
      if (!record) throw notFound(M.notFound);
      const [unread, actors, zones] = await Promise.all([
        unreadCount(userId),
        actorsOf([record]),
        timeZonesOf([userId]),
      ]);
      io.to(userRoom(userId)).emit(SOCKET_EVENTS.notificationsRead, {
        ids: [id],
        unreadCount: unread,
      });
      return {
        ...toNotification(record, actors, zones.get(userId), baseUrl),
        unreadCount: unread,
      };
    },

    async markAllRead(userId: string) {
      await NotificationModel.updateMany(
        { recipient: objectId(userId), read: false },
        { $set: { read: true } },
      );
      io.to(userRoom(userId)).emit(SOCKET_EVENTS.notificationsRead, { ids: 'all', unreadCount: 0 });
      return { unreadCount: 0 };
    },

    settings: (userId: string) => settingsOfOne(userId),
    updateSettings: (userId: string, change: UpdateNotificationSettings) =>
      updateSettings(userId, change),

    /** The one-click unsubscribe of a mail: that type's mail off for the student the token names. */
    /** Refuses a link that is not one of ours for this type, or whose student is gone. */
    checkUnsubscribe: (token: string, type: NotificationType): Promise<string> =>
      studentOfUnsubscribe(token, type),
    async unsubscribe(token: string, type: NotificationType): Promise<void> {
      const userId = await studentOfUnsubscribe(token, type);
      await updateSettings(userId, { types: { [type]: { email: false } } });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
