import {
  LIMITS,
  NOTIFICATION_TYPES,
  type NotificationSettings,
  type NotificationType,
  type UpdateNotificationSettings,
} from '@peerconnect/contracts';
import mongoose from 'mongoose';
import {
  NotificationSettingsModel,
  type NotificationSettingsRecord,
} from './notification-settings.model';

/** Mail only for what a student would act on; the chatty kinds stay in the app. */
const EMAIL_OFF_BY_DEFAULT = new Set<NotificationType>([
  'friend-accepted',
  'activity-joined',
  'direct-message',
]);

/** Pushed to a device: what a student acts on soon (a message, a place, a change of plan). */
const PUSH_ON_BY_DEFAULT = new Set<NotificationType>([
  'direct-message',
  'activity-reminder',
  'waitlist-promoted',
  'activity-cancelled',
  'friend-request',
]);

const objectId = (id: string) => new mongoose.Types.ObjectId(id);

/** Stored choices over the defaults. */
export function resolveSettings(record?: NotificationSettingsRecord | null): NotificationSettings {
  const types = Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => [
      type,
      {
        inApp: record?.channels?.[type]?.inApp ?? true,
        email: record?.channels?.[type]?.email ?? !EMAIL_OFF_BY_DEFAULT.has(type),
        push: record?.channels?.[type]?.push ?? PUSH_ON_BY_DEFAULT.has(type),
      },
    ]),
  ) as NotificationSettings['types'];
  return { types, reminderMinutes: record?.reminderMinutes ?? LIMITS.reminderMinutesDefault };
}

/** The settings of many students at once (a fan-out to an activity's participants). */
export async function settingsOf(userIds: string[]): Promise<Map<string, NotificationSettings>> {
  const records = await NotificationSettingsModel.find({ user: { $in: userIds.map(objectId) } })
    .lean<NotificationSettingsRecord[]>()
    .exec();
  const byUser = new Map(records.map((record) => [record.user.toString(), record]));
  return new Map(userIds.map((id) => [id, resolveSettings(byUser.get(id))]));
}

export async function settingsOfOne(userId: string): Promise<NotificationSettings> {
  return (await settingsOf([userId])).get(userId) ?? resolveSettings();
}

/** Applies a change (only what it names); answers with the settings now in force. */
export async function updateSettings(
  userId: string,
  change: UpdateNotificationSettings,
): Promise<NotificationSettings> {
  const set: Record<string, unknown> = {};
  for (const [type, channels] of Object.entries(change.types ?? {})) {
    for (const [channel, on] of Object.entries(channels ?? {}))
      if (on !== undefined) set[`channels.${type}.${channel}`] = on;
  }
  if (change.reminderMinutes !== undefined) set.reminderMinutes = change.reminderMinutes;
  if (Object.keys(set).length > 0)
    await NotificationSettingsModel.updateOne(
      { user: objectId(userId) },
      { $set: set },
      { upsert: true },
    );
  return settingsOfOne(userId);
}
