import mongoose from 'mongoose';
import { UserModel } from '@/modules/users';
import { FriendRequestModel } from './friend-request.model';
import { pairKeyOf } from './pair-key';

/**
 * Ends everything between two students at once, as a block requires: the friendship on both
 * sides and every request of the pair (pending, accepted or declined), so that nothing left over
 * can be accepted later to bring a friendship back.
 */
export async function severTies(userId: string, otherId: string): Promise<void> {
  const [me, other] = [new mongoose.Types.ObjectId(userId), new mongoose.Types.ObjectId(otherId)];
  await Promise.all([
    UserModel.updateOne({ _id: me }, { $pull: { friends: other } }),
    UserModel.updateOne({ _id: other }, { $pull: { friends: me } }),
    FriendRequestModel.deleteMany({ pairKey: pairKeyOf(userId, otherId) }),
  ]);
}

/** Ends every friendship and request of a student who leaves PeerConnect. */
export async function severAllTiesOf(userId: string): Promise<void> {
  const me = new mongoose.Types.ObjectId(userId);
  await Promise.all([
    UserModel.updateMany({ friends: me }, { $pull: { friends: me } }),
    FriendRequestModel.deleteMany({ $or: [{ sender: me }, { recipient: me }] }),
  ]);
}
