import mongoose, { Schema } from 'mongoose';
import type { NotificationChannels, NotificationType } from '@peerconnect/contracts';

/**
 * A student's choices where they differ from the defaults (notification-settings.ts); a student
 * without a document has the defaults. `channels` holds only the types the student changed.
 */
const notificationSettingsSchema = new Schema({
  user: { type: Schema.Types.ObjectId, ref: 'User', required: true, unique: true },
  channels: { type: Schema.Types.Mixed, default: {} },
  reminderMinutes: { type: Number },
});

export interface NotificationSettingsRecord {
  user: mongoose.Types.ObjectId;
  channels?: Partial<Record<NotificationType, Partial<NotificationChannels>>>;
  reminderMinutes?: number | null;
}

export const NotificationSettingsModel = mongoose.model(
  'NotificationSettings',
  notificationSettingsSchema,
);
