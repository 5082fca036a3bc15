import { API_MESSAGES, BLOCK_MESSAGES } from '@peerconnect/contracts';
import mongoose from 'mongoose';
import { badRequest, notFound } from '@/lib/app-error';
import { UserModel } from './user.model';

export interface BlockedRecord {
  _id: mongoose.Types.ObjectId;
  username?: string;
  profilePicture?: string | null;
}

const objectId = (id: string) => new mongoose.Types.ObjectId(id);

/** Blocking and unblocking; who may do what across a block is decided in blocking.ts. */
/** Ends the friendship and every request between two students (the friends module's own). */
export type SeverTies = (userId: string, otherId: string) => Promise<void>;

export function createBlocksService(severTies: SeverTies) {
  return {
    /** Blocks another student (again is fine) and ends any friendship or request between the two. */
    async block(userId: string, otherId: string): Promise<void> {
      if (userId === otherId) throw badRequest(BLOCK_MESSAGES.cannotBlockSelf);
      if (!(await UserModel.exists({ _id: objectId(otherId) })))
        throw notFound(API_MESSAGES.userNotFound);
      await UserModel.updateOne(
        { _id: objectId(userId) },
        { $addToSet: { blocked: objectId(otherId) } },
      );
      await severTies(userId, otherId);
    },
    /**
     * Lifts a block (idempotent: with no block in place nothing is written); friendship does not
     * come back by itself.
     */
    async unblock(userId: string, otherId: string): Promise<void> {
      await UserModel.updateOne(
        { _id: objectId(userId), blocked: objectId(otherId) },
        { $pull: { blocked: objectId(otherId) } },
      );
    },
    /** The students this user blocked, by username; accounts deleted since are left out. */
    async blockedBy(userId: string): Promise<BlockedRecord[]> {
      const me = await UserModel.findById(userId, { blocked: 1 }).lean();
      const ids = me?.blocked ?? [];
      if (ids.length === 0) return [];
      return UserModel.find({ _id: { $in: ids } }, { username: 1, profilePicture: 1 })
        .sort({ usernameKey: 1 })
        .lean<BlockedRecord[]>()
        .exec();
    },
  };
}

export type BlocksService = ReturnType<typeof createBlocksService>;
