/**
 * Moves a database from the six interest lists' own indexes to `interestKeys` (interest-keys.ts):
 * fills in the keys of students stored before the field existed, so friend suggestions find them,
 * and drops the lists' indexes, which no query uses any more and every write and restart paid for.
 * Run at start-up beside live requests; safe to run again and beside other writes: a student is
 * written only while still without keys, and every other writer of the lists writes the keys too.
 */
import type mongoose from 'mongoose';
import { INTEREST_LISTS } from '@peerconnect/contracts';
import { interestKeysOf, type InterestLists } from './interest-keys';
import { UserModel } from './user.model';

const WRITES_PER_BATCH = 1_000;
const LIST_FIELDS = Object.fromEntries(INTEREST_LISTS.map((list) => [list, 1]));
const WITHOUT_KEYS = { interestKeys: { $exists: false } };

/** Resolves with how many students were given their keys (0 once every student has them). */
export async function moveToInterestKeys(): Promise<number> {
  const filled = await backfillInterestKeys();
  const indexes = new Set((await UserModel.collection.indexes()).map((index) => index.name));
  for (const list of INTEREST_LISTS)
    if (indexes.has(`${list}_1`)) await UserModel.collection.dropIndex(`${list}_1`);
  return filled;
}

async function backfillInterestKeys(): Promise<number> {
  let filled = 0;
  let batch: { _id: mongoose.Types.ObjectId; keys: string[] }[] = [];
  const write = async () => {
    const { modifiedCount } = await UserModel.bulkWrite(
      batch.map(({ _id, keys }) => ({
        updateOne: { filter: { _id, ...WITHOUT_KEYS }, update: { $set: { interestKeys: keys } } },
      })),
      // Not an edit by the student: their record's last change stays what it was.
      { ordered: false, timestamps: false },
    );
    filled += modifiedCount;
    batch = [];
  };
  for await (const user of UserModel.find(WITHOUT_KEYS, LIST_FIELDS)
    .lean<InterestLists & { _id: mongoose.Types.ObjectId }>()
    .cursor()) {
    batch.push({ _id: user._id, keys: interestKeysOf(user) });
    if (batch.length === WRITES_PER_BATCH) await write();
  }
  if (batch.length > 0) await write();
  return filled;
}
