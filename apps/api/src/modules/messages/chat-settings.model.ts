import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/** A student's chat preferences; a student without a document has the defaults. */
const chatSettingsSchema = new Schema({
  user: { type: Schema.Types.ObjectId, ref: 'User', required: true, unique: true },
  readReceipts: { type: Boolean, default: true },
  /** The other students of muted direct conversations. */
  mutedUsers: { type: [{ type: Schema.Types.ObjectId, ref: 'User' }], default: [] },
  mutedActivities: { type: [{ type: Schema.Types.ObjectId, ref: 'Activity' }], default: [] },
});

export type ChatSettingsRecord = InferSchemaType<typeof chatSettingsSchema>;

export const ChatSettingsModel = mongoose.model('ChatSettings', chatSettingsSchema);
