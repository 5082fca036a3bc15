import { REACTIONS } from '@peerconnect/contracts';
import { Schema } from 'mongoose';

/** A student's one reaction to a message, kept on the message. */
export const reactionSchema = new Schema(
  {
    user: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    emoji: { type: String, enum: REACTIONS, required: true },
  },
  { _id: false },
);
