import mongoose from 'mongoose';
import { endFriendship, forgetFriendshipsOf } from '@/modules/users';
import { FriendRequestModel } from './friend-request.model';
import { pairKeyOf } from './pair-key';

/**
 * Ends everything between two students at once, as a block requires: the friendship on both
 * sides and every request of the pair (pending, accepted or declined), so that nothing left over
 * can be accepted later to bring a friendship back.
 */
export async function severTies(userId: string, otherId: string): Promise<void> {
  await Promise.all([
    endFriendship(userId, otherId),
    FriendRequestModel.deleteMany({ pairKey: pairKeyOf(userId, otherId) }),
  ]);
}

/** Ends every friendship and request of a student who leaves PeerConnect. */
export async function severAllTiesOf(userId: string): Promise<void> {
  const me = new mongoose.Types.ObjectId(userId);
  await Promise.all([
    forgetFriendshipsOf(userId),
    FriendRequestModel.deleteMany({ $or: [{ sender: me }, { recipient: me }] }),
  ]);
}
