import { MESSAGE_REMOVERS } from '@peerconnect/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { reactionSchema } from './reaction.model';

const activityMessageSchema = new Schema(
  {
    activity: { type: Schema.Types.ObjectId, ref: 'Activity', required: true },
    sender: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    /** Emptied when the message is deleted: its text leaves the database, not only the screen. */
    content: { type: String, default: '' },
    editedAt: { type: Date },
    deletedAt: { type: Date },
    /** Who deleted it: its sender or, in an activity chat, the organizer. */
    deletedBy: { type: String, enum: MESSAGE_REMOVERS },
    /** Made by the sender's client: a retry or the HTTP fallback of a socket send carries the same one. */
    clientId: { type: String, required: true },
    /** The message of the same chat this one answers; shown from its current state. */
    replyTo: { type: Schema.Types.ObjectId },
    /** One per student: setting another replaces theirs. */
    reactions: { type: [reactionSchema], default: undefined },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

// Storing is idempotent per sender and client id: a second insert finds the first.
activityMessageSchema.index({ sender: 1, clientId: 1 }, { unique: true });
// The last messages of an activity and "after this one", in server order.
activityMessageSchema.index({ activity: 1, createdAt: -1, _id: -1 });

export type ActivityMessageRecord = InferSchemaType<typeof activityMessageSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
};

export const ActivityMessageModel = mongoose.model('ActivityMessage', activityMessageSchema);
