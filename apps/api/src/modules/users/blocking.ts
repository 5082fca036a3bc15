/**
 * The one rule of blocking: a block works both ways. Whoever blocked, neither of the two may
 * message the other, send the other a friend request, or be suggested to the other. Other modules
 * ask here instead of reading `blocked` themselves.
 */
import mongoose from 'mongoose';
import { UserModel } from './user.model';

const objectId = (id: string) => new mongoose.Types.ObjectId(id);

/** True when either of the two has blocked the other. */
export async function isBlockedBetween(userId: string, otherId: string): Promise<boolean> {
  const [me, other] = [objectId(userId), objectId(otherId)];
  const found = await UserModel.exists({
    $or: [
      { _id: me, blocked: other },
      { _id: other, blocked: me },
    ],
  });
  return found !== null;
}

/** True when `userId` has blocked `otherId` (not the other way round). */
export async function hasBlocked(userId: string, otherId: string): Promise<boolean> {
  return (await UserModel.exists({ _id: objectId(userId), blocked: objectId(otherId) })) !== null;
}

/** Everyone on the other side of a block with this user: those they blocked and those who blocked them. */
export async function blockedEitherWay(userId: string): Promise<Set<string>> {
  const me = objectId(userId);
  const [mine, blockedMe] = await Promise.all([
    UserModel.findById(me, { blocked: 1 }).lean(),
    UserModel.find({ blocked: me }, { _id: 1 }).lean(),
  ]);
  return new Set([
    ...(mine?.blocked ?? []).map(String),
    ...blockedMe.map((user) => user._id.toString()),
  ]);
}
