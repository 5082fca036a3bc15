import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/**
 * One row per pair of students who have written to each other: what the inbox lists, so it reads
 * a student's conversations rather than every message they ever exchanged.
 */
const directConversationSchema = new Schema(
  {
    /** The conversation's room id (the two user ids sorted and joined). */
    _id: { type: String, required: true },
    members: { type: [Schema.Types.ObjectId], required: true },
    /** When its latest message was written (or is about to be): newest conversations first. */
    lastAt: { type: Date, required: true },
  },
  { versionKey: false },
);

directConversationSchema.index({ members: 1, lastAt: -1 });

export type DirectConversationRecord = InferSchemaType<typeof directConversationSchema>;

export const DirectConversationModel = mongoose.model(
  'DirectConversation',
  directConversationSchema,
);
