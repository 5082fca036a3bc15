import type { Relationship } from '@peerconnect/contracts';
import mongoose from 'mongoose';
import { canMessage } from '@/modules/messages';
import { hasBlocked, UserModel } from '@/modules/users';
import { FriendRequestModel } from './friend-request.model';
import { pairKeyOf } from './pair-key';

/** How the viewer stands with another user, for the buttons of that user's profile. */
export async function relationshipBetween(
  viewerId: string,
  otherId: string,
): Promise<Relationship> {
  const [friends, pending, messaging, blocked] = await Promise.all([
    UserModel.exists({
      _id: new mongoose.Types.ObjectId(viewerId),
      friends: new mongoose.Types.ObjectId(otherId),
    }),
    FriendRequestModel.findOne(
      { pairKey: pairKeyOf(viewerId, otherId), status: 'pending' },
      { sender: 1 },
    ).lean(),
    canMessage(viewerId, otherId),
    hasBlocked(viewerId, otherId),
  ]);
  const sentByViewer = pending?.sender.toString() === viewerId;
  return {
    isFriend: friends !== null,
    requestSent: Boolean(pending && sentByViewer),
    requestReceived: pending && !sentByViewer ? pending._id.toString() : null,
    canMessage: messaging,
    blocked,
  };
}
