import type { Relationship } from '@peerconnect/contracts';
import { canMessage } from '@/modules/messages';
import { areFriends, hasBlocked } from '@/modules/users';
import { FriendRequestModel } from './friend-request.model';
import { pairKeyOf } from './pair-key';

/** How the viewer stands with another user, for the buttons of that user's profile. */
export async function relationshipBetween(
  viewerId: string,
  otherId: string,
): Promise<Relationship> {
  const [friends, pending, messaging, blocked] = await Promise.all([
    areFriends(viewerId, otherId),
    FriendRequestModel.findOne(
      { pairKey: pairKeyOf(viewerId, otherId), status: 'pending' },
      { sender: 1 },
    ).lean(),
    canMessage(viewerId, otherId),
    hasBlocked(viewerId, otherId),
  ]);
  const sentByViewer = pending?.sender.toString() === viewerId;
  return {
    isFriend: friends,
    requestSent: Boolean(pending && sentByViewer),
    requestReceived: pending && !sentByViewer ? pending._id.toString() : null,
    canMessage: messaging,
    blocked,
  };
}
