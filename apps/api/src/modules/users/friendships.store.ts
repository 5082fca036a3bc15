/**
 * Accepted friendships, kept on both students' `friends` lists and always written in pairs with
 * $addToSet/$pull, so repeating a write can never make a friendship twice. The friends module
 * decides when; these are its writes and reads.
 */
import mongoose from 'mongoose';
import type { Student, StudentField } from './students.store';
import { UserModel } from './user.model';

type Id = string | mongoose.Types.ObjectId;
const objectId = (id: Id) => new mongoose.Types.ObjectId(String(id));

export async function befriend(a: Id, b: Id): Promise<void> {
  await Promise.all([
    UserModel.updateOne({ _id: objectId(a) }, { $addToSet: { friends: objectId(b) } }),
    UserModel.updateOne({ _id: objectId(b) }, { $addToSet: { friends: objectId(a) } }),
  ]);
}

/**
 * Ends the friendship on both sides, writing only the lists that hold it (a refused unfriend
 * changes nothing); true when `a` had `b` as a friend.
 */
export async function endFriendship(a: Id, b: Id): Promise<boolean> {
  const [me, other] = [objectId(a), objectId(b)];
  const [mine] = await Promise.all([
    UserModel.updateOne({ _id: me, friends: other }, { $pull: { friends: other } }),
    UserModel.updateOne({ _id: other, friends: me }, { $pull: { friends: me } }),
  ]);
  return mine.matchedCount > 0;
}

/** Takes a student who leaves off every friend list. */
export async function forgetFriendshipsOf(userId: Id): Promise<void> {
  const me = objectId(userId);
  await UserModel.updateMany({ friends: me }, { $pull: { friends: me } });
}

export async function areFriends(a: Id, b: Id): Promise<boolean> {
  return (await UserModel.exists({ _id: objectId(a), friends: objectId(b) })) !== null;
}

/** The ids of the student's friends (none for no such student). */
export async function friendIdsOf(userId: Id): Promise<string[]> {
  const user = await UserModel.findById(objectId(userId), { friends: 1 }).lean();
  return (user?.friends ?? []).map(String);
}

/** The friend lists of these students by id, in one query. */
export async function friendIdsOfEach(userIds: readonly Id[]): Promise<Map<string, string[]>> {
  const users = await UserModel.collection
    .find<{ _id: mongoose.Types.ObjectId; friends?: mongoose.Types.ObjectId[] }>(
      { _id: { $in: userIds.map(objectId) } },
      { projection: { friends: 1 } },
    )
    .toArray();
  return new Map(users.map((user) => [user._id.toString(), (user.friends ?? []).map(String)]));
}

/** The student's friends with `fields`, by username ignoring case. Mutual, so one indexed query. */
export function friendsOf<K extends StudentField>(
  userId: Id,
  fields: readonly K[],
): Promise<Student<K>[]> {
  return UserModel.collection
    .find<Student<K>>(
      { friends: objectId(userId) },
      { projection: Object.fromEntries(fields.map((field) => [field, 1])) },
    )
    .sort({ usernameKey: 1 })
    .toArray();
}
