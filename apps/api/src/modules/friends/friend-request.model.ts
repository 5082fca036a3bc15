import { FRIEND_REQUEST_STATUSES } from '@peerconnect/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';

const friendRequestSchema = new Schema(
  {
    sender: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    recipient: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    status: { type: String, enum: FRIEND_REQUEST_STATUSES, default: 'pending', required: true },
    pairKey: { type: String, required: true },
  },
  { timestamps: true },
);

/** The statuses of a live tie: at most one per pair, pending or accepted, never both. */
export const LIVE_STATUSES = ['pending', 'accepted'] as const;
/** The index that keeps it so (replacing `pairKey_1`, which guarded pending requests only). */
export const LIVE_PAIR_INDEX = 'pairKey_live';

// One atomic rule per pair, whoever sent it: a request can be inserted only while the pair has
// neither a pending request nor a friendship (its accepted request), so racing senders cannot end
// with both. Declined requests stay out of the guard.
friendRequestSchema.index(
  { pairKey: 1 },
  {
    name: LIVE_PAIR_INDEX,
    unique: true,
    partialFilterExpression: { status: { $in: [...LIVE_STATUSES] } },
  },
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
