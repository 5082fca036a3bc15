import mongoose, { Schema } from 'mongoose';

/**
 * How far a student has read an activity's chat: its messages from others after `lastReadAt` are
 * unread. Written when they open the chat, and first when the chat appears in their inbox (what
 * was said before they could see it there is not "new").
 */
const activityChatReadSchema = new Schema({
  user: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  activity: { type: Schema.Types.ObjectId, ref: 'Activity', required: true },
  lastReadAt: { type: Date, required: true },
});

activityChatReadSchema.index({ user: 1, activity: 1 }, { unique: true });

export const ActivityChatReadModel = mongoose.model('ActivityChatRead', activityChatReadSchema);
