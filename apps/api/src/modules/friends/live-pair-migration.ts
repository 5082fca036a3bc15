import { FriendRequestModel, LIVE_STATUSES } from './friend-request.model';

/** The index that guarded pending requests only, before LIVE_PAIR_INDEX. */
const PENDING_ONLY_INDEX = 'pairKey_1';

/**
 * Moves a database to one live tie per pair (friend-request.model.ts): the requests a race left
 * pending beside a friendship go (the friendship stands), then the old index makes way for the new
 * one. Safe to repeat. Answers how many leftover requests were removed.
 */
export async function oneLiveTiePerPair(): Promise<number> {
  const doubled = await FriendRequestModel.aggregate<{ _id: string; ids: unknown[] }>([
    { $match: { status: { $in: [...LIVE_STATUSES] } } },
    // Accepted first, then the newest: the one kept.
    { $sort: { status: 1, createdAt: -1 } },
    { $group: { _id: '$pairKey', ids: { $push: '$_id' } } },
    { $match: { 'ids.1': { $exists: true } } },
  ]);
  const leftovers = doubled.flatMap((pair) => pair.ids.slice(1));
  if (leftovers.length > 0) await FriendRequestModel.deleteMany({ _id: { $in: leftovers } });
  const indexes = await FriendRequestModel.collection.indexes();
  if (indexes.some((index) => index.name === PENDING_ONLY_INDEX))
    await FriendRequestModel.collection.dropIndex(PENDING_ONLY_INDEX);
  await FriendRequestModel.createIndexes();
  return leftovers.length;
}
