import { MESSAGE_REMOVERS } from '@peerconnect/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { reactionSchema } from './reaction.model';

const directMessageSchema = new Schema(
  {
    sender: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    recipient: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    /** The two user ids sorted and joined: one key for the conversation whoever wrote. */
    roomId: { type: String, required: true },
    /** Emptied when the message is deleted: its text leaves the database, not only the screen. */
    content: { type: String, default: '' },
    editedAt: { type: Date },
    deletedAt: { type: Date },
    /** Who deleted it: its sender or, in an activity chat, the organizer. */
    deletedBy: { type: String, enum: MESSAGE_REMOVERS },
    clientId: { type: String, required: true },
    /** The message of the same chat this one answers; shown from its current state. */
    replyTo: { type: Schema.Types.ObjectId },
    /** One per student: setting another replaces theirs. */
    reactions: { type: [reactionSchema], default: undefined },
    read: { type: Boolean, default: false },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

directMessageSchema.index({ sender: 1, clientId: 1 }, { unique: true });
// A conversation in server order, and "after this one".
directMessageSchema.index({ roomId: 1, createdAt: -1, _id: -1 });
// Unread counts and marking a conversation read.
directMessageSchema.index({ recipient: 1, read: 1, sender: 1 });

export type DirectMessageRecord = InferSchemaType<typeof directMessageSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
};

export const DirectMessageModel = mongoose.model('DirectMessage', directMessageSchema);
