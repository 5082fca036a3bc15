import { FRIEND_REQUEST_STATUSES } from '@peerconnect/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/** The same key for A→B and B→A, so one unique index guards the pair in both directions. */
export function pairKeyOf(userId: string, otherId: string): string {
  return [userId, otherId].sort().join(':');
}

const friendRequestSchema = new Schema(
  {
    sender: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    recipient: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    status: { type: String, enum: FRIEND_REQUEST_STATUSES, default: 'pending', required: true },
    pairKey: { type: String, required: true },
  },
  { timestamps: true },
);

// At most one pending request per pair, whoever sent it: two racing senders cannot both insert,
// the loser finds the winner's request instead. Answered requests stay out of the guard.
friendRequestSchema.index(
  { pairKey: 1 },
  { unique: true, partialFilterExpression: { status: 'pending' } },
);
// "Pending requests I received, newest first" and "pending requests I sent".
friendRequestSchema.index({ recipient: 1, status: 1, createdAt: -1 });
friendRequestSchema.index({ sender: 1, status: 1 });
// Answered requests of a pair (the accepted one is removed when the friendship ends).
friendRequestSchema.index({ pairKey: 1, status: 1 });

export type FriendRequestRecord = InferSchemaType<typeof friendRequestSchema> & {
  _id: mongoose.Types.ObjectId;
};

export const FriendRequestModel = mongoose.model('FriendRequest', friendRequestSchema);
