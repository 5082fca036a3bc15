import { LIMITS, NOTIFICATION_TYPES } from '@peerconnect/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/** What changed in an activity, old → new, as the organizer's edit left it. */
const changeSchema = new Schema(
  { field: { type: String, enum: ['date', 'location'], required: true }, from: String, to: String },
  { _id: false },
);

/**
 * One notification of one student. Events of one `groupKey` (a student's joins of one activity,
 * one sender's direct messages) collapse into the unread notification of that key; `onceKey` makes
 * a notification that may be attempted twice (a reminder) exist at most once.
 */
const notificationSchema = new Schema({
  recipient: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  type: { type: String, enum: NOTIFICATION_TYPES, required: true },
  /** Who acted, latest first, each once. */
  actors: { type: [{ type: Schema.Types.ObjectId, ref: 'User' }], default: [] },
  /** Events collapsed into this one (messages of a sender, joins of an activity). */
  count: { type: Number, default: 1 },
  activity: { type: Schema.Types.ObjectId, ref: 'Activity' },
  /** The title when it happened: a deleted activity is still named. */
  activityTitle: { type: String },
  changes: { type: [changeSchema], default: undefined },
  /** Reminders: minutes left before the start when it was sent. */
  minutes: { type: Number },
  reason: { type: String },
  /** Dates of a series it covers (joined, moved or cancelled together); absent for one. */
  dates: { type: Number },
  /** The activity was deleted: its page is gone. */
  activityGone: { type: Boolean },
  groupKey: { type: String },
  onceKey: { type: String },
  read: { type: Boolean, default: false },
  /** When it last happened: the list's order, and what the 90 days are counted from. */
  at: { type: Date, required: true },
});

// The list, newest first, and its cursor.
notificationSchema.index({ recipient: 1, at: -1, _id: -1 });
// The unread count.
notificationSchema.index({ recipient: 1, read: 1 });
// At most one unread notification per group: the one the next event collapses into.
notificationSchema.index(
  { recipient: 1, groupKey: 1 },
  { unique: true, partialFilterExpression: { read: false, groupKey: { $exists: true } } },
);
notificationSchema.index({ onceKey: 1 }, { unique: true, sparse: true });
notificationSchema.index(
  { at: 1 },
  { expireAfterSeconds: LIMITS.notificationsKeptDays * 24 * 60 * 60 },
);

export type NotificationRecord = InferSchemaType<typeof notificationSchema> & {
  _id: mongoose.Types.ObjectId;
};

export const NotificationModel = mongoose.model('Notification', notificationSchema);
